import type { Currency } from '../../../shared/money.js';
import type { ChartDefinition } from '../../domain/seating/chart-rules.js';

/** One place of a date's seat inventory (a seat, or one place of an area), as stored. */
export interface SeatRow {
  label: string;
  place: number;
  categoryKey: number;
  /** The order holding or owning the place; a hold counts until `heldUntil`, a sale has none. */
  orderId: string | null;
  heldUntil: Date | null;
  /** The ticket a sold place went to. */
  itemId: string | null;
  blocked: 'not_for_sale' | 'kept' | null;
}

/** An in-person ticket type of the date that sells seats, in position order (secret and list tickets left out). */
export interface SeatedTicketType {
  id: string;
  name: string;
  /** Minor units of `currency`. */
  price: number;
  currency: Currency;
  seatsCategoryKeys: number[];
}

/** Everything a date's seat map shows: its event, the chart the event uses, the seated ticket types and every place. */
export interface DateSeating {
  eventId: string;
  published: boolean;
  chart: { id: string; version: number; definition: ChartDefinition } | null;
  ticketTypes: SeatedTicketType[];
  /** In label and place order. */
  seats: SeatRow[];
}

/** Told of seat changes: a date whose seats changed, or that changes may have been missed (the feed reconnected). */
export interface SeatChangeListener {
  changed(eventDateId: string): void;
  reconnected(): void;
}

/**
 * Port: the seat inventory as the seat maps read it, and the news of its changes. Every seat write notifies
 * its date; the adapter hears those notifications (from any process) and tells its listeners.
 */
export abstract class SeatingFeed {
  /** The date's seating now; null for an unknown date (or an id that is no UUID). */
  abstract dateSeating(eventDateId: string): Promise<DateSeating | null>;
  /** Starts telling `listener` of changes (resolves once they are heard); the function returned stops it. */
  abstract watch(listener: SeatChangeListener): Promise<() => void>;
}
