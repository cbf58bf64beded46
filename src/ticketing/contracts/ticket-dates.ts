import type { CheckoutOffer } from './checkout-catalog.js';

/** What a printed or mailed ticket shows of its date and event (a part of CheckoutOffer). */
export interface TicketDate {
  event: Pick<CheckoutOffer['event'], 'id' | 'name' | 'timezone' | 'refundsAllowed' | 'questions' | 'poster' | 'locationSetting' | 'locationName' | 'locationAddress'>;
  date: CheckoutOffer['date'];
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
}
