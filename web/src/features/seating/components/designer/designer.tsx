import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useState } from 'react';
import { toast } from '../../../../lib/toast';
import type { ChartDefinition } from '../../../../components/seating/chart';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { saveCategoryMapping, saveChart, SeatingError, seatingKey, type CategoryMapping, type SeatChart } from '../../api/seating';
import {
  addCategory,
  deleteSection,
  deleteSelection,
  duplicateRow,
  existingKeys,
  moveSelection,
  normalized,
  removeCategory,
  renameSection,
  rowOfSelection,
  seatKeysOf,
  selectableItems,
  setAccessible,
  setCategory,
  summaryText,
  updateCategory,
} from '../../edits';
import { canRedo, canUndo, historyReducer, initialHistory, isDirty } from '../../history';
import { DesignerCanvas } from './designer-canvas';
import { CategoriesPanel, SectionsPanel, SelectionPanel, type SeatingTicketType } from './panels';
import { ToolDialog, type ToolKind } from './tool-dialogs';

/** The toast after a save. */
export const SAVED = 'Saved';

/** Colours offered to each new category in turn. */
const CATEGORY_COLORS = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777'];

const sameMapping = (a: CategoryMapping, b: CategoryMapping) => Object.keys({ ...a, ...b }).every((id) => (a[id] ?? []).join() === (b[id] ?? []).join());

/** Whether a key press is typing in a field (undo there is the field's own). */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export interface DesignerProps {
  eventId: string;
  chart: SeatChart;
  /** The event's ticket types, with the categories each sells. */
  ticketTypes: (SeatingTicketType & { seatsCategoryKeys: number[] })[];
  /** Reads the chart again (after a 409: someone else saved it). */
  reload(): Promise<void>;
}

/**
 * The chart designer: tools drawing sections, rows, tables, areas, labels and the stage; the canvas selecting and
 * moving; the selection, sections and categories panels; undo and redo over the history of definitions; Save.
 */
export function Designer({ eventId, chart, ticketTypes, reload }: DesignerProps) {
  const queryClient = useQueryClient();
  const summaryId = useId();
  const [history, dispatch] = useReducer(historyReducer, chart.definition, initialHistory);
  const [rawSelection, setSelection] = useState<Set<string>>(new Set());
  const [boxSelect, setBoxSelect] = useState(false);
  const [tool, setTool] = useState<ToolKind | null>(null);
  const [name, setName] = useState(chart.name);
  const [saved, setSaved] = useState({ name: chart.name, version: chart.version });
  const initialMapping = Object.fromEntries(ticketTypes.map((t) => [t.id, t.seatsCategoryKeys]));
  const [mapping, setMapping] = useState<CategoryMapping>(initialMapping);
  const [savedMapping, setSavedMapping] = useState<CategoryMapping>(initialMapping);
  const [problem, setProblem] = useState<{ messages: string[]; stale: boolean } | null>(null);
  const [saving, setSaving] = useState(false);

  const definition = history.present;
  // Keys of things an undo took away select nothing.
  const selection = existingKeys(definition, rawSelection);
  const mappingDirty = !sameMapping(mapping, savedMapping);
  const dirty = isDirty(history) || name !== saved.name || mappingDirty;
  useLeavePrompt(dirty);

  const edit = (next: ChartDefinition, select?: Iterable<string>) => {
    dispatch({ type: 'edit', definition: next });
    if (select) setSelection(new Set(select));
  };
  const undo = () => dispatch({ type: 'undo' });
  const redo = () => dispatch({ type: 'redo' });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || typing(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const rowSelected = rowOfSelection(definition, selection);
  const onDuplicateRow = () => {
    if (!rowSelected) return;
    const copy = duplicateRow(definition, rowSelected.section.id, rowSelected.row.id);
    if (copy) edit(copy.definition, seatKeysOf(rowSelected.section.id, copy.row));
  };
  const onDelete = () => edit(deleteSelection(definition, selection), []);

  const save = async () => {
    setProblem(null);
    setSaving(true);
    try {
      if (isDirty(history) || name !== saved.name) {
        const next = await saveChart(chart.id, { name: name.trim(), definition: normalized(definition), version: saved.version });
        dispatch({ type: 'saved', definition: next.definition });
        setSaved({ name: next.name, version: next.version });
        setName(next.name);
      }
      if (mappingDirty) {
        await saveCategoryMapping(eventId, mapping);
        setSavedMapping(mapping);
      }
      await queryClient.invalidateQueries({ queryKey: seatingKey(eventId) });
      toast.success(SAVED);
    } catch (error) {
      const messages = error instanceof SeatingError ? error.messages : ['Please try again later'];
      setProblem({ messages, stale: error instanceof SeatingError && error.status === 409 });
    } finally {
      setSaving(false);
    }
  };

  const button = 'rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-100 disabled:opacity-50 aria-pressed:border-neutral-900 aria-pressed:bg-neutral-900 aria-pressed:text-white';
  const tools: [ToolKind, string][] = [
    ['section', 'Add section'],
    ['row', 'Add row'],
    ['table', 'Add table'],
    ['area', 'Add area'],
    ['text', 'Add label'],
    ['stage', definition.stage ? 'Edit stage' : 'Add stage'],
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Chart name
          <input className="rounded-lg border border-neutral-300 px-3 py-2" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="button" onClick={save} disabled={saving || !dirty} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
          {saving ? 'Saving…' : 'Save'}
        </button>
        {dirty && <span className="text-sm text-neutral-600">Unsaved changes</span>}
      </div>

      {problem && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <ul className="list-disc pl-5">
            {problem.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          {problem.stale && (
            <button
              type="button"
              className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1 font-medium"
              onClick={async () => {
                await reload();
                setProblem(null);
              }}
            >
              Reload the chart
            </button>
          )}
        </div>
      )}

      <div role="toolbar" aria-label="Chart tools" className="flex flex-wrap gap-2">
        {tools.map(([kind, label]) => (
          <button key={kind} type="button" className={button} onClick={() => setTool(kind)}>
            {label}
          </button>
        ))}
        <span className="mx-1 w-px bg-neutral-300" aria-hidden="true" />
        <button type="button" className={button} aria-pressed={boxSelect} onClick={() => setBoxSelect((on) => !on)} title="Drag on the chart draws a selection box (Shift+drag always does)">
          Box select
        </button>
        <button type="button" className={button} onClick={() => setSelection(new Set(selectableItems(definition).map((item) => item.key)))}>
          Select all
        </button>
        <button type="button" className={button} onClick={undo} disabled={!canUndo(history)} title="Ctrl+Z">
          Undo
        </button>
        <button type="button" className={button} onClick={redo} disabled={!canRedo(history)} title="Ctrl+Shift+Z or Ctrl+Y">
          Redo
        </button>
      </div>

      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-2">
          <DesignerCanvas
            definition={definition}
            selection={selection}
            onSelect={setSelection}
            onMove={(dx, dy) => edit(moveSelection(definition, selection, dx, dy))}
            onDelete={onDelete}
            boxSelect={boxSelect}
            summaryId={summaryId}
            label={`Seating chart ${name}`}
          />
          <p id={summaryId} className="text-sm text-neutral-600">
            {summaryText(definition)}
          </p>
          <p className="text-xs text-neutral-500">
            Click a seat to select it, Shift+click to add more, double-click for its whole row; drag to move. With Box select on, a drag on empty space selects what it encloses. Arrow keys move
            the selection, Delete removes it. Wheel or pinch to zoom; drag on empty space to pan.
          </p>
        </div>
        <div className="flex flex-col gap-4">
          <SelectionPanel
            definition={definition}
            selection={selection}
            onCategory={(key) => edit(setCategory(definition, selection, key))}
            onAccessible={(on) => edit(setAccessible(definition, selection, on))}
            onDuplicateRow={onDuplicateRow}
            canDuplicateRow={rowSelected !== null}
            onDelete={onDelete}
          />
          <CategoriesPanel
            definition={definition}
            ticketTypes={ticketTypes}
            mapping={mapping}
            onAdd={() => edit(addCategory(definition, { label: `Category ${definition.categories.length + 1}`, color: CATEGORY_COLORS[definition.categories.length % CATEGORY_COLORS.length]! }))}
            onChange={(key, change) => edit(updateCategory(definition, key, change))}
            onRemove={(key) => edit(removeCategory(definition, key))}
            onMapping={setMapping}
          />
          <SectionsPanel
            definition={definition}
            onSelect={(keys) => setSelection(new Set(keys))}
            onRename={(id, label) => edit(renameSection(definition, id, label))}
            onDeleteSection={(id) => edit(deleteSection(definition, id))}
          />
        </div>
      </div>

      {tool && (
        <ToolDialog
          kind={tool}
          definition={definition}
          defaultSectionId={null}
          onClose={() => setTool(null)}
          onApply={(result) => {
            edit(result.definition, result.select);
            setTool(null);
          }}
        />
      )}
    </div>
  );
}
