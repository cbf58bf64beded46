import type { Redemption } from '../../domain/member-benefits.js';
import type { RegistrationStatus } from '../../domain/ticket-view.js';
import type { TicketTypeCheckIns } from '../check-in/get-check-in-counts.query.js';
import type { RegistrationList } from '../list-registrations/list-registrations.query.js';
import type { RegistrationRecord, Viewer } from '../registration-view.js';

export interface RegistrationFilter {
  eventId: string;
  /** One date of the event; null for all its dates. */
  eventDateId: string | null;
  /** Part of the holder's name, e-mail, the ticket's name or the order's id; empty for all. */
  search: string;
  page: number;
  perPage: number;
}

/**
 * Port: what checkout reads besides its orders' streams (one query port for the context): the
 * registrations projection and the checkout settings. Until the worker has created the registrations
 * table there are simply no registrations.
 */
export abstract class CheckoutQueries {
  /** A registration by id; null when there is none (or the id is no UUID). */
  abstract registration(id: string): Promise<RegistrationRecord | null>;
  /** Every registration the viewer bought (signed in, or with their e-mail) or holds (their e-mail is on it), oldest first. */
  abstract registrationsOf(viewer: Viewer): Promise<RegistrationRecord[]>;
  /** An event's registrations, newest first. */
  abstract eventRegistrations(filter: RegistrationFilter): Promise<RegistrationList>;
  /** Tickets checked in and expected (not canceled or refunded) per ticket type of an event's date (every date when null), by name. */
  abstract checkInCounts(eventId: string, eventDateId: string | null): Promise<TicketTypeCheckIns[]>;
  /** Check-in, cancel and refund states of an order's registrations, by registration id. */
  abstract registrationStatuses(orderId: string): Promise<Map<string, RegistrationStatus>>;
  /** The installation's key that signs ticket QR codes. */
  abstract ticketSigningKey(): Promise<string>;
  /** Tickets these member benefits discounted in the user's completed orders: of this event, or completed after `since`. */
  abstract benefitRedemptions(userId: string, benefitIds: readonly string[], of: { eventId: string; since: Date }): Promise<Redemption[]>;
  /** The sum of the paid donations to each of these videos that has any (the video donations projection). */
  abstract videoDonationTotals(videoIds: readonly string[]): Promise<Map<string, number>>;
}
