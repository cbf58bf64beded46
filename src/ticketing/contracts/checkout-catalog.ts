import type { CheckoutQuestion } from '../domain/event-rules.js';
import type { PublicTicketRow } from '../domain/ticket-offer.js';

export type { PublicTicketRow };

/** What checkout needs to know of an event date and its tickets (a query facade of ticketing). */
export interface CheckoutTicketType {
  id: string;
  eventDateId: string;
  attendance: 'in-person' | 'online';
  name: string;
  description: string;
  price: number;
  currency: string;
  /** Capacity left now (quantity minus sold minus live holds). */
  available: number;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  visibilityScope: 'secret' | 'member' | 'list' | 'other';
  category: 'Admission' | 'Add on';
  code: string | null;
  quantityPerCode: number | null;
  /** Tickets sold or held with the secret code. */
  codeUses: number;
  /** Members-only tickets (visibilityScope 'member'): the membership tiers whose members may buy them. */
  membershipTierIds: string[];
  /** List tickets (visibilityScope 'list'): the private access lists whose members may buy them. */
  customUserListIds: string[];
  /** List tickets: how many tickets a listed buyer's share code buys others (null: no share codes). */
  initialQuantityPerCode: number | null;
  /** Reserved seating: the chart categories it sells; on a seated date such a ticket is sold only with a seat. */
  seatsCategoryKeys: number[];
  /** The offer rule's verdict now ('on_sale' when it may be bought) and the seeds' label otherwise. */
  status: 'on_sale' | 'sold_out' | 'not_yet_on_sale' | 'sales_closed' | 'payments_not_set_up';
  statusLabel: string | null;
  /** The row buyers see of this ticket type (price, fee, cost, what is left, status), as the event page shows it. */
  publicRow: PublicTicketRow;
}

export interface CheckoutOffer {
  event: {
    id: string;
    name: string;
    ownerId: string;
    timezone: string;
    categoryId: string | null;
    categoryName: string | null;
    published: boolean;
    private: boolean;
    refundsAllowed: boolean;
    questions: CheckoutQuestion[];
    collectInformationSetting: 'each-attendee' | 'only-buyer';
    donation: { includeAutomatically?: boolean; title?: string; description?: string; suggestedAmount?: number };
    poster: string | null;
    locationSetting: 'tba' | 'other';
    locationName: string | null;
    locationAddress: string | null;
    /** The seat chart the event's dates use (reserved seating); null: no reserved seats. */
    seatChartId: string | null;
  };
  date: { id: string; startsAt: Date; endsAt: Date | null; doorTime: Date | null };
  owner: { id: string; name: string; username: string; type: 'User' | 'School'; paymentAccount: string | null };
  ticketTypes: CheckoutTicketType[];
}

export interface PromoCode {
  id: string;
  code: string;
  ownerId: string;
  amount: number | null;
  currency: string;
  percentageValue: number | null;
  /**
   * Uses left for the order (the limit less the orders completed with it and the live reservations of other
   * orders, Inventory.hold); null when unlimited. Inventory.hold has the last word under concurrency.
   */
  remaining: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** 'owner' covers every event of the owner; 'course_categories' only events of these categories. */
  scope: 'owner' | 'course_categories';
  courseCategoryIds: string[];
}

/** A buyer's way to a list ticket type: on one of its lists by e-mail, or through a share code with tickets left. */
export interface ListAccess {
  ticketTypeId: string;
  /** The signed-in buyer's e-mail is on one of the ticket type's lists. */
  listed: boolean;
  /** A valid share code of this ticket type among those given (null when none). */
  shareCode: string | null;
  /** Tickets the share code still buys (its allowance less the tickets held or sold through it by other orders); null without a code. */
  left: number | null;
}

/** A share code as kept: trimmed, upper case (codes are capitals and digits; buyers may type them in any case). */
export const normaliseShareCode = (code: string) => code.trim().toUpperCase();

/** Share codes given by a buyer, normalised, blank ones left out, once each. */
export const normaliseShareCodes = (codes: readonly string[]) => [...new Set(codes.map(normaliseShareCode).filter(Boolean))];

/** A listed buyer's share code of a list ticket type and the tickets it still buys (customUserListData of seed 002 §3). */
export interface ListShareCode {
  ticketTypeId: string;
  email: string;
  code: string;
  left: number;
}

export abstract class CheckoutCatalog {
  /** The date with its event, owner and every ticket type (secret ones included); null when unknown. */
  abstract offerForDate(eventDateId: string): Promise<CheckoutOffer | null>;
  /**
   * The date's offer as `offerForDate`, but with nothing sold or held counted (`available` is each ticket type's
   * capacity, `codeUses` 0, its status by its sales dates and the owner's payments alone): for a hold, whose own
   * check under lock decides capacity, and for readers that show none of these figures.
   */
  abstract uncountedOffer(eventDateId: string): Promise<CheckoutOffer | null>;
  /** The owner's code, whatever its case; `orderId`'s own reservation is not counted against it. Null when there is none. */
  abstract findPromoCode(ownerId: string, code: string, orderId?: string | null): Promise<PromoCode | null>;
  /**
   * For each list ticket type given: whether the buyer (signed-in e-mail, lowercased; null for guests) is on one of
   * its lists, and which of `shareCodes` (any case) is a valid share code for it, with the tickets left on it
   * (`orderId`'s own holds not counted). Guests get `listed: false` and no code: list tickets are never sold to guests.
   */
  abstract listAccess(ticketTypeIds: readonly string[], buyer: { email: string | null; shareCodes: readonly string[] }, orderId?: string | null): Promise<ListAccess[]>;
  /**
   * The share codes of listed buyers of list ticket types that have an allowance (`initialQuantityPerCode`), created
   * on first use (8 uppercase letters and digits, unique), with the tickets each still buys. Pairs that do not qualify
   * (not a list ticket, no allowance, e-mail no longer listed) are left out.
   */
  abstract shareCodes(holders: readonly { ticketTypeId: string; email: string }[]): Promise<ListShareCode[]>;
}
