import type { Currency } from '../../shared/money.js';
import type { CheckoutOffer } from './checkout-catalog.js';

/** What a printed or mailed ticket shows of its date and event (a part of CheckoutOffer). */
export interface TicketDate {
  event: Pick<CheckoutOffer['event'], 'id' | 'name' | 'timezone' | 'refundsAllowed' | 'questions' | 'poster' | 'locationSetting' | 'locationName' | 'locationAddress'>;
  date: CheckoutOffer['date'];
}

/** An event with every date and ticket type as they are now, each ticket type with what it may sell in all. */
export interface EventTicketTypes {
  event: {
    id: string;
    name: string;
    ownerId: string;
    timezone: string;
    /** The currency of its ticket types (the default one while it has none). */
    currency: Currency;
  };
  /** Earliest first. */
  dates: { id: string; startsAt: Date }[];
  /** By date, then as the organizer ordered them. */
  ticketTypes: { id: string; eventDateId: string; name: string; capacity: number }[];
}

/**
 * Facade: the ticket details of dates, for lists of tickets and for mailed tickets. Bound in the API's
 * container; a process without it (the worker mailing tickets) is handed ticketing's adapter where it is
 * wired (src/worker.ts).
 */
export abstract class TicketDates {
  /** Unknown dates are left out. */
  abstract ofDates(eventDateIds: readonly string[]): Promise<TicketDate[]>;
  /** Null when the date is unknown. */
  abstract ofDate(eventDateId: string): Promise<TicketDate | null>;
  /** The event's dates that sell online tickets (the ones a broadcast is for), earliest first. */
  abstract onlineDatesOf(eventId: string): Promise<TicketDate[]>;
  /** The event (drafts included) with its dates and ticket types and their capacity; null when there is no such event. */
  abstract eventTicketTypes(eventId: string): Promise<EventTicketTypes | null>;
}
