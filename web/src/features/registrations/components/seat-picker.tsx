import type { ChartPlace, DateSeat } from '../api/seats';

/** A seat (or an area) a guest can take on a date. */
export interface SeatChoice {
  label: string;
  /** Where it is: the section, and its row or table. */
  group: string;
  /** Places free or kept for guests (1 for a seat). */
  free: number;
  kept: boolean;
  area: boolean;
}

const groupOf = (place: ChartPlace) => (place.row ? `${place.section} · Row ${place.row}` : place.table ? `${place.section} · Table ${place.table}` : place.section);

/**
 * The seats a guest can take: places free or kept for guests, of the categories the ticket type sells (any when it
 * names none), in chart order.
 */
export function seatChoices(places: readonly ChartPlace[], seats: readonly DateSeat[], categoryKeys: readonly number[]): SeatChoice[] {
  const open = new Map<string, { free: number; kept: boolean }>();
  for (const seat of seats) {
    if (seat.status !== 'available' && seat.status !== 'kept') continue;
    const entry = open.get(seat.label) ?? { free: 0, kept: false };
    open.set(seat.label, { free: entry.free + 1, kept: entry.kept || seat.status === 'kept' });
  }
  return places.flatMap((place) => {
    const entry = open.get(place.label);
    if (!entry || (categoryKeys.length && !categoryKeys.includes(place.categoryKey))) return [];
    return [{ label: place.label, group: groupOf(place), free: entry.free, kept: entry.kept, area: place.kind === 'area' }];
  });
}

const choiceText = (choice: SeatChoice) => `${choice.label}${choice.area ? ` · ${choice.free} free` : ''}${choice.kept ? ' · kept for guests' : ''}`;

export interface SeatPickerProps {
  choices: readonly SeatChoice[];
  value: string;
  onChange(label: string): void;
  /** The select's accessible name. */
  label: string;
  /** The empty choice's text. */
  placeholder: string;
  /** Places already chosen for other guests of the form, by label: a seat taken there is not offered again. */
  chosen?: ReadonlyMap<string, number>;
  className?: string;
}

/** A select of free and kept seats, grouped by section and row or table. */
export function SeatPicker({ choices, value, onChange, label, placeholder, chosen, className }: SeatPickerProps) {
  const groups = new Map<string, SeatChoice[]>();
  for (const choice of choices) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return (
    <select aria-label={label} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{placeholder}</option>
      {[...groups].map(([group, inGroup]) => (
        <optgroup key={group} label={group}>
          {inGroup.map((choice) => (
            <option key={choice.label} value={choice.label} disabled={choice.label !== value && (chosen?.get(choice.label) ?? 0) >= choice.free}>
              {choiceText(choice)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
