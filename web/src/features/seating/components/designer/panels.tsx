import { useEffect, useRef, type ReactNode } from 'react';
import type { ChartDefinition } from '../../../../components/seating/chart';
import type { CategoryMapping } from '../../api/seating';
import { areaKey, categoryInUse, seatKeysOf, selectionFacts, tableKey, type Selection } from '../../edits';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `seating-panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const small = 'rounded-md border border-neutral-300 px-2 py-1 text-sm hover:bg-neutral-100 disabled:opacity-50';
const input = 'rounded-md border border-neutral-300 px-2 py-1 text-sm';

/** A checkbox that can show 'mixed'. */
function TriStateCheckbox({ checked, onChange, label }: { checked: boolean | 'mixed'; onChange(checked: boolean): void; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked === 'mixed';
  }, [checked]);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input ref={ref} type="checkbox" checked={checked === true} aria-checked={checked === 'mixed' ? 'mixed' : checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** What is selected, and what changes all of it together: category, accessible, duplicate the row, delete. */
export function SelectionPanel({
  definition,
  selection,
  onCategory,
  onAccessible,
  onDuplicateRow,
  canDuplicateRow,
  onDelete,
}: {
  definition: ChartDefinition;
  selection: Selection;
  onCategory(key: number): void;
  onAccessible(accessible: boolean): void;
  onDuplicateRow(): void;
  canDuplicateRow: boolean;
  onDelete(): void;
}) {
  const facts = selectionFacts(definition, selection);
  const count = (prefix: string) => [...selection].filter((key) => key.startsWith(prefix)).length;
  const parts = [
    [facts.seats, 'seat'],
    [count('table|'), 'table'],
    [facts.areas, 'area'],
    [count('text|'), 'label'],
    [selection.has('stage') ? 1 : 0, 'stage'],
  ] as const;
  const listed = parts.filter(([n]) => n > 0).map(([n, name]) => `${n} ${n === 1 ? name : `${name}s`}`);
  const text = listed.length ? `Selected: ${listed.join(', ')}` : 'Nothing selected';
  const priced = facts.seats + facts.areas > 0;
  return (
    <Panel title="Selection">
      <p className="text-sm" role="status">
        {text}
      </p>
      {priced && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Category
          <select className={input} value={facts.categoryKey ?? ''} onChange={(e) => e.target.value && onCategory(Number(e.target.value))}>
            {facts.categoryKey === null && <option value="">Mixed</option>}
            {definition.categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {facts.seats > 0 && <TriStateCheckbox label="Accessible" checked={facts.accessible} onChange={onAccessible} />}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={small} onClick={onDuplicateRow} disabled={!canDuplicateRow}>
          Duplicate row
        </button>
        <button type="button" className={small} onClick={onDelete} disabled={selection.size === 0}>
          Delete
        </button>
      </div>
    </Panel>
  );
}

/** The chart's sections and what each holds, with buttons selecting a row, table or area (the keyboard's way to select). */
export function SectionsPanel({
  definition,
  onSelect,
  onRename,
  onDeleteSection,
}: {
  definition: ChartDefinition;
  onSelect(keys: string[]): void;
  onRename(sectionId: string, label: string): void;
  onDeleteSection(sectionId: string): void;
}) {
  return (
    <Panel title="Sections">
      {definition.sections.length === 0 && <p className="text-sm text-neutral-600">No sections yet: add a section, a row, a table or an area.</p>}
      <ul className="flex flex-col gap-3">
        {definition.sections.map((section) => (
          <li key={section.id} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input className={`${input} min-w-0 flex-1`} aria-label="Section name" value={section.label} onChange={(e) => onRename(section.id, e.target.value)} />
              <button type="button" className={small} onClick={() => onDeleteSection(section.id)} aria-label={`Delete section ${section.label}`}>
                Delete
              </button>
            </div>
            <div className="flex flex-wrap gap-1">
              {section.rows.map((row) => (
                <button key={row.id} type="button" className={small} onClick={() => onSelect(seatKeysOf(section.id, row))} aria-label={`Select row ${row.label} of ${section.label}`}>
                  Row {row.label}
                </button>
              ))}
              {section.tables.map((table) => (
                <button key={table.id} type="button" className={small} onClick={() => onSelect([tableKey(section.id, table.id)])} aria-label={`Select ${table.label} of ${section.label}`}>
                  {table.label}
                </button>
              ))}
              {section.areas.map((area) => (
                <button key={area.id} type="button" className={small} onClick={() => onSelect([areaKey(section.id, area.id)])} aria-label={`Select ${area.label} of ${section.label}`}>
                  {area.label}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export interface SeatingTicketType {
  id: string;
  name: string;
}

/** The chart's categories (label, colour) and, for each, the event's ticket types that sell it. */
export function CategoriesPanel({
  definition,
  ticketTypes,
  mapping,
  onAdd,
  onChange,
  onRemove,
  onMapping,
}: {
  definition: ChartDefinition;
  ticketTypes: SeatingTicketType[];
  mapping: CategoryMapping;
  onAdd(): void;
  onChange(key: number, change: { label?: string; color?: string }): void;
  onRemove(key: number): void;
  onMapping(mapping: CategoryMapping): void;
}) {
  const toggle = (ticketId: string, key: number, on: boolean) => {
    const keys = mapping[ticketId] ?? [];
    onMapping({ ...mapping, [ticketId]: on ? [...keys.filter((k) => k !== key), key].sort((a, b) => a - b) : keys.filter((k) => k !== key) });
  };
  return (
    <Panel title="Categories">
      <ul className="flex flex-col gap-4">
        {definition.categories.map((category) => {
          const used = categoryInUse(definition, category.key);
          return (
            <li key={category.key} className="flex flex-col gap-2">
              <div className="flex items-center gap-2">
                <span className="w-8 text-xs text-neutral-600" title="Category key">
                  #{category.key}
                </span>
                <input className={`${input} min-w-0 flex-1`} aria-label={`Category ${category.key} label`} value={category.label} onChange={(e) => onChange(category.key, { label: e.target.value })} />
                <input type="color" className="h-8 w-10" aria-label={`Category ${category.key} colour`} value={category.color} onChange={(e) => onChange(category.key, { color: e.target.value })} />
                <button
                  type="button"
                  className={small}
                  onClick={() => onRemove(category.key)}
                  disabled={used}
                  title={used ? 'Seats or areas sell as this category' : undefined}
                  aria-label={`Remove category ${category.label}`}
                >
                  Remove
                </button>
              </div>
              {ticketTypes.length > 0 && (
                <fieldset className="flex flex-col gap-1 pl-10">
                  <legend className="text-xs text-neutral-600">Ticket types selling {category.label || `category ${category.key}`}</legend>
                  {ticketTypes.map((ticket) => (
                    <label key={ticket.id} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" checked={(mapping[ticket.id] ?? []).includes(category.key)} onChange={(e) => toggle(ticket.id, category.key, e.target.checked)} />
                      {ticket.name}
                    </label>
                  ))}
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>
      {ticketTypes.length === 0 && <p className="text-sm text-neutral-600">The event has no ticket types yet: add them on the tickets page, then choose which categories each sells.</p>}
      <button type="button" className={small} onClick={onAdd}>
        Add category
      </button>
    </Panel>
  );
}
