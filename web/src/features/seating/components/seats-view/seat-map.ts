/**
 * The organizer's view of one date's seats: the API lists them place by place (an area has one place per ticket it
 * sells); the chart and the tools work per seat label.
 */
import type { components } from '../../../../lib/api/schema.gen';

export type EventSeat = components['schemas']['EventSeatResponse'];
export type SeatStatus = EventSeat['status'];

export const STATUS_TEXT: Record<SeatStatus, string> = {
  available: 'Available',
  held: 'Held in a checkout',
  sold: 'Sold',
  not_for_sale: 'Not for sale',
  kept: 'Kept for guests',
};

/** How each status is drawn; an available seat keeps its category's colour. */
export const STATUS_FILL: Record<Exclude<SeatStatus, 'available'>, string> = {
  held: '#fbbf24',
  sold: '#404040',
  not_for_sale: '#d4d4d4',
  kept: '#a855f7',
};

/** The places of one seat label (one for a seat, an area's capacity for an area). */
export interface LabelSeats {
  label: string;
  places: EventSeat[];
}

export function seatsByLabel(seats: readonly EventSeat[]): Map<string, LabelSeats> {
  const byLabel = new Map<string, LabelSeats>();
  for (const seat of seats) {
    const entry = byLabel.get(seat.label);
    if (entry) entry.places.push(seat);
    else byLabel.set(seat.label, { label: seat.label, places: [seat] });
  }
  return byLabel;
}

/** The one status all places of the label share, else null (an area partly sold, …). */
export function labelStatus({ places }: LabelSeats): SeatStatus | null {
  const first = places[0]?.status;
  return first && places.every((p) => p.status === first) ? first : null;
}

/** An attendee can be moved there: a place free to sell or kept for guests. */
export const takesAttendee = ({ places }: LabelSeats) => places.some((p) => p.status === 'available' || p.status === 'kept');

/** The label's state in words: 'Sold to Ana Lima', 'Kept for guests', or an area's count per status. */
export function describeSeats(seats: LabelSeats): string {
  const [only] = seats.places;
  if (seats.places.length === 1 && only) return only.status === 'sold' && only.holder ? `Sold to ${only.holder.name}` : STATUS_TEXT[only.status];
  const counts = new Map<SeatStatus, number>();
  for (const place of seats.places) counts.set(place.status, (counts.get(place.status) ?? 0) + 1);
  return (Object.keys(STATUS_TEXT) as SeatStatus[])
    .filter((status) => counts.has(status))
    .map((status) => `${counts.get(status)} ${STATUS_TEXT[status].toLowerCase()}`)
    .join(', ');
}

/** Someone sitting on a date: a sold place and its holder. */
export interface Sitter {
  label: string;
  place: number;
  name: string;
  registrationId: string;
}

/** Who sits where, in chart order; `search` keeps those whose name or seat contains it (any case). */
export function sitters(seats: readonly EventSeat[], search = ''): Sitter[] {
  const query = search.trim().toLowerCase();
  const all = seats.flatMap((seat) => (seat.status === 'sold' && seat.holder ? [{ label: seat.label, place: seat.place, name: seat.holder.name, registrationId: seat.holder.registrationId }] : []));
  return query ? all.filter((s) => s.name.toLowerCase().includes(query) || s.label.toLowerCase().includes(query)) : all;
}

/** A click selects the seat alone; Shift+click adds it to the selection or takes it out. */
export function selectSeat(selection: ReadonlySet<string>, label: string, additive: boolean): Set<string> {
  if (!additive) return new Set([label]);
  const next = new Set(selection);
  if (next.has(label)) next.delete(label);
  else next.add(label);
  return next;
}
