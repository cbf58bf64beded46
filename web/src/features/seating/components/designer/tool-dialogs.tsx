import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ChartDefinition } from '../../../../components/seating/chart';
import { Modal } from '../../../../components/ui/modal';
import { addArea, addRow, addSection, addTable, addText, areaKey, seatKeysOf, setStage, STAGE_KEY, tableKey, textKey } from '../../edits';
import { nextRowLabel } from '../../generators';

export type ToolKind = 'section' | 'row' | 'table' | 'area' | 'text' | 'stage';

/** What a tool made: the new definition and the keys to select (what was added). */
export interface ToolResult {
  definition: ChartDefinition;
  select: string[];
}

const TITLES: Record<ToolKind, string> = { section: 'Add a section', row: 'Add a row', table: 'Add a table', area: 'Add an area', text: 'Add a label', stage: 'Stage' };

/** Limits of the designer's tools (the API's own: an area holds 1 to 10 000 places). */
export const TOOL_LIMITS = { seats: 500, tableSeats: 40, capacity: 10_000, spacing: [12, 200], size: [10, 5000], curve: 180 } as const;

/** A whole number from `min` to `max` typed in a field, or the message saying what it should be. */
function wholeNumber(text: string, name: string, min: number, max: number): number | string {
  const value = Number(text);
  return /^-?\d+$/.test(text.trim()) && value >= min && value <= max ? value : `${name} must be a whole number from ${min} to ${max.toLocaleString('en-US')}`;
}

const NEW_SECTION = '';

/** The dialog of one drawing tool; `onApply` gets the chart with the new thing in it. */
export function ToolDialog({
  kind,
  definition,
  defaultSectionId,
  onApply,
  onClose,
}: {
  kind: ToolKind;
  definition: ChartDefinition;
  defaultSectionId: string | null;
  onApply(result: ToolResult): void;
  onClose(): void;
}) {
  const formId = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const sections = definition.sections;
  const firstSection = sections.find((s) => s.id === defaultSectionId) ?? sections[sections.length - 1];
  const [fields, setFields] = useState(() => initialFields(kind, definition, firstSection?.id ?? NEW_SECTION));
  const set = (name: string) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: string[] = [];
    const need = (text: string, name: string) => (text.trim() ? text.trim() : (problems.push(`${name} is required`), ''));
    const number = (text: string, name: string, min: number, max: number) => {
      const value = wholeNumber(text, name, min, max);
      if (typeof value === 'string') problems.push(value);
      return typeof value === 'number' ? value : 0;
    };
    const categoryKey = Number(fields.category);
    let result: ToolResult | null = null;
    // The section the new thing goes in: a chosen one, or a new one named here.
    const inSection = (make: (definition: ChartDefinition, sectionId: string) => ToolResult | null): ToolResult | null => {
      if (fields.section !== NEW_SECTION) return make(definition, fields.section!);
      const name = need(fields.sectionName ?? '', 'Section name');
      if (!name) return null;
      const added = addSection(definition, name);
      return make(added.definition, added.section.id);
    };
    switch (kind) {
      case 'section': {
        const name = need(fields.sectionName!, 'Section name');
        if (name) result = { definition: addSection(definition, name).definition, select: [] };
        break;
      }
      case 'row': {
        const label = need(fields.label!, 'Row label');
        const count = number(fields.count!, 'Seats', 1, TOOL_LIMITS.seats);
        const startNumber = number(fields.startNumber!, 'First seat number', 0, 100_000);
        const spacing = number(fields.spacing!, 'Spacing', ...TOOL_LIMITS.spacing);
        const curve = fields.shape === 'curved' ? number(fields.curve!, 'Curve', -TOOL_LIMITS.curve, TOOL_LIMITS.curve) : 0;
        if (problems.length) break;
        result = inSection((d, sectionId) => {
          if (d.sections.find((s) => s.id === sectionId)?.rows.some((r) => r.label === label)) return (problems.push(`The section already has a row ${label}`), null);
          const added = addRow(d, sectionId, label, { count, startNumber, spacing, curve, direction: fields.direction === 'rtl' ? 'rtl' : 'ltr', categoryKey });
          return { definition: added.definition, select: seatKeysOf(sectionId, added.row) };
        });
        break;
      }
      case 'table': {
        const label = need(fields.label!, 'Table label');
        const count = number(fields.count!, 'Seats', 1, TOOL_LIMITS.tableSeats);
        const spacing = number(fields.spacing!, 'Spacing', ...TOOL_LIMITS.spacing);
        if (problems.length) break;
        result = inSection((d, sectionId) => {
          const section = d.sections.find((s) => s.id === sectionId);
          if (section?.tables.some((t) => t.label === label) || section?.rows.some((r) => r.label === label)) return (problems.push(`The section already has a row or table ${label}`), null);
          const added = addTable(d, sectionId, { label, shape: fields.shape === 'rect' ? 'rect' : 'round', count, spacing, categoryKey });
          return { definition: added.definition, select: [tableKey(sectionId, added.table.id)] };
        });
        break;
      }
      case 'area': {
        const label = need(fields.label!, 'Area label');
        const capacity = number(fields.capacity!, 'Capacity', 1, TOOL_LIMITS.capacity);
        const width = number(fields.width!, 'Width', ...TOOL_LIMITS.size);
        const height = number(fields.height!, 'Height', ...TOOL_LIMITS.size);
        if (problems.length) break;
        result = inSection((d, sectionId) => {
          const added = addArea(d, sectionId, { label, capacity, width, height, categoryKey });
          return { definition: added.definition, select: [areaKey(sectionId, added.area.id)] };
        });
        break;
      }
      case 'text': {
        const text = need(fields.text!, 'Text');
        if (text) {
          const added = addText(definition, text);
          result = { definition: added.definition, select: [textKey(added.id)] };
        }
        break;
      }
      case 'stage': {
        const label = need(fields.label!, 'Stage label');
        const width = number(fields.width!, 'Width', ...TOOL_LIMITS.size);
        const height = number(fields.height!, 'Height', ...TOOL_LIMITS.size);
        if (!problems.length) result = { definition: setStage(definition, { label, width, height }), select: [STAGE_KEY] };
        break;
      }
    }
    setErrors(problems);
    if (result && !problems.length) onApply(result);
  };

  const text = (name: string, label: string, type: 'text' | 'number' = 'text', extra: { min?: number; max?: number } = {}) => (
    <Field label={label}>
      <input type={type} className={input} value={fields[name] ?? ''} onChange={(e) => set(name)(e.target.value)} {...extra} />
    </Field>
  );
  const sectionPicker = kind === 'row' || kind === 'table' || kind === 'area';
  const category = (
    <Field label="Category">
      <select className={input} value={fields.category} onChange={(e) => set('category')(e.target.value)}>
        {definition.categories.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <Modal
      title={TITLES[kind]}
      onClose={onClose}
      closeLabel="Cancel"
      action={
        <button type="submit" form={formId} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700">
          {kind === 'stage' ? 'Save stage' : 'Add'}
        </button>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto p-1 text-sm">
        {sectionPicker && (
          <Field label="Section">
            <select className={input} value={fields.section} onChange={(e) => set('section')(e.target.value)}>
              {sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
              <option value={NEW_SECTION}>New section…</option>
            </select>
          </Field>
        )}
        {(kind === 'section' || (sectionPicker && fields.section === NEW_SECTION)) && text('sectionName', 'Section name')}
        {kind === 'row' && (
          <>
            {text('label', 'Row label')}
            {text('count', 'Seats', 'number', { min: 1, max: TOOL_LIMITS.seats })}
            {text('startNumber', 'First seat number', 'number', { min: 0 })}
            <Field label="Numbering">
              <select className={input} value={fields.direction} onChange={(e) => set('direction')(e.target.value)}>
                <option value="ltr">Left to right</option>
                <option value="rtl">Right to left</option>
              </select>
            </Field>
            <Field label="Shape">
              <select className={input} value={fields.shape} onChange={(e) => set('shape')(e.target.value)}>
                <option value="straight">Straight</option>
                <option value="curved">Curved</option>
              </select>
            </Field>
            {fields.shape === 'curved' && text('curve', 'Curve (degrees)', 'number', { min: -TOOL_LIMITS.curve, max: TOOL_LIMITS.curve })}
            {text('spacing', 'Spacing', 'number', { min: TOOL_LIMITS.spacing[0], max: TOOL_LIMITS.spacing[1] })}
            {category}
          </>
        )}
        {kind === 'table' && (
          <>
            {text('label', 'Table label')}
            <Field label="Shape">
              <select className={input} value={fields.shape} onChange={(e) => set('shape')(e.target.value)}>
                <option value="round">Round</option>
                <option value="rect">Rectangular</option>
              </select>
            </Field>
            {text('count', 'Seats', 'number', { min: 1, max: TOOL_LIMITS.tableSeats })}
            {text('spacing', 'Spacing', 'number', { min: TOOL_LIMITS.spacing[0], max: TOOL_LIMITS.spacing[1] })}
            {category}
          </>
        )}
        {kind === 'area' && (
          <>
            {text('label', 'Area label')}
            {text('capacity', 'Capacity', 'number', { min: 1, max: TOOL_LIMITS.capacity })}
            {text('width', 'Width', 'number')}
            {text('height', 'Height', 'number')}
            {category}
          </>
        )}
        {kind === 'text' && text('text', 'Text')}
        {kind === 'stage' && (
          <>
            {text('label', 'Stage label')}
            {text('width', 'Width', 'number')}
            {text('height', 'Height', 'number')}
          </>
        )}
        {errors.length > 0 && (
          <ul role="alert" className="col-span-2 list-disc pl-5 text-red-700">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </form>
    </Modal>
  );
}

const input = 'mt-1 w-full rounded-lg border border-neutral-300 px-3 py-2';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col font-medium">
      {label}
      {children}
    </label>
  );
}

/** The fields a tool's dialog opens with: the next row's label, the section's next table, the stage as it is… */
function initialFields(kind: ToolKind, definition: ChartDefinition, section: string): Record<string, string> {
  const category = String(definition.categories[0]?.key ?? 1);
  const inSection = definition.sections.find((s) => s.id === section);
  switch (kind) {
    case 'section':
      return { sectionName: definition.sections.length ? '' : 'Stalls' };
    case 'row': {
      const last = inSection?.rows[inSection.rows.length - 1];
      return { section, sectionName: 'Stalls', label: last ? nextRowLabel(last.label) : 'A', count: '10', startNumber: '1', direction: 'ltr', shape: 'straight', curve: '30', spacing: '26', category };
    }
    case 'table':
      return { section, sectionName: 'Tables', label: `Table ${(inSection?.tables.length ?? 0) + 1}`, shape: 'round', count: '6', spacing: '26', category };
    case 'area':
      return { section, sectionName: 'Standing', label: 'Standing', capacity: '50', width: '200', height: '100', category };
    case 'text':
      return { text: '' };
    case 'stage': {
      const stage = definition.stage;
      return { label: stage?.label ?? 'Stage', width: String(stage?.width ?? 300), height: String(stage?.height ?? 50) };
    }
  }
}
