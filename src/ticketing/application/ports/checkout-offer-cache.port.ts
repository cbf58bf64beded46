import type { ProfileSummary } from '../../../accounts/contracts/profile-directory.js';
import type { EventDate, TicketingEvent, TicketType } from '../../domain/event.js';

/**
 * A date's offer as it is kept in memory: the event, its category's name, the date, every ticket type of the
 * date in position order and the owner. What is sold and held is not part of it (ticket types' `sold` is as
 * loaded, never read): it is counted on each read that needs it.
 */
export interface DateOfferContents {
  event: TicketingEvent;
  categoryName: string | null;
  date: EventDate;
  ticketTypes: TicketType[];
  owner: OfferOwner;
}

/** What an offer tells of its owner. */
export type OfferOwner = Pick<ProfileSummary, 'id' | 'name' | 'username' | 'type' | 'paymentAccount' | 'paymentsEnabled'>;

/**
 * Port: dates' offers kept in memory. An offer is dropped when anything it contains changes, in this process or
 * another one, and a read never answers an offer that a change committed before the read began has replaced.
 */
export abstract class CheckoutOfferCache {
  /** The date's offer from memory, else loaded with `load` (and kept, unless something changed meanwhile); null when `load` finds none. */
  abstract offer(eventDateId: string, load: () => Promise<DateOfferContents | null>): Promise<DateOfferContents | null>;
}
