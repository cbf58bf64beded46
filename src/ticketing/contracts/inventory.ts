/**
 * Inventory: where checkout and ticketing meet. Capacity of a ticket type is its quantity minus tickets
 * sold minus holds that have not expired; a hold counts only until its deadline, so capacity comes back
 * on time even when nothing runs (across restarts). A promo code's uses are held the same way: an order
 * reserves one use with its tickets, the sale turns it into a use, and the limit is never passed.
 * Reserved seating: an order's seat places are held, sold and given back with its tickets, in the same
 * transaction (ticketing.seats, one row per place).
 * Implemented by the ticketing context.
 */

/** Places of one label of the date's seat chart: a seat (1 place) or a general-admission area (`quantity` of its places). */
export interface SeatLine {
  label: string;
  quantity: number;
  /** The tickets (order items) these places go to, one per place: `commit` sells a place to each, `returnSold` frees theirs. */
  itemIds?: readonly string[];
}

export interface HoldLine {
  ticketTypeId: string;
  quantity: number;
  /**
   * A list ticket bought through a listed buyer's share code: the tickets held and sold through the code never
   * pass its allowance (the ticket type's initialQuantityPerCode), checked under the ticket type's lock.
   */
  shareCode?: string | null;
  /** Reserved seating: the seat places of these tickets, on the date of the ticket type. */
  seats?: readonly SeatLine[];
}

/**
 * Refused: these ticket types have too few tickets left (or their share code too few), the promo code has no use
 * left, or these seat labels have too few places free.
 */
export type InventoryResult = { ok: true } | { ok: false; soldOut: string[] } | { ok: false; promoCodeUsedUp: true } | { ok: false; seatsTaken: string[] };

/** A label of a date's seat chart: its category and how many places it has (1 for a seat, an area's capacity). */
export interface SeatPlaces {
  label: string;
  categoryKey: number;
  places: number;
}

/** A place an order holds (until its deadline), with the buyer's seat session it was held for. */
export interface HeldSeat {
  label: string;
  holdToken: string | null;
}

export abstract class Inventory {
  /**
   * Replaces the order's holds with these lines until `expiresAt`, with one use of the promo code when
   * `promoCodeId` is given (the code's limit less its uses and the live reservations of other orders must
   * leave one; without it, the order's reservation goes), if everything fits; otherwise changes nothing.
   * The lines' seats are held the same way, for the buyer's seat session `seatsHoldToken`: places free (or held
   * by this order, or by a hold past its deadline) and not blocked; places the order held and no longer names
   * are freed. A place is never held by two orders.
   */
  abstract hold(orderId: string, lines: readonly HoldLine[], expiresAt: Date, promoCodeId?: string | null, seatsHoldToken?: string | null): Promise<InventoryResult>;
  /**
   * Moves the deadline of the order's live holds, seats included (and of its promo code reservation, if still live);
   * false when they have expired.
   */
  abstract extend(orderId: string, expiresAt: Date): Promise<boolean>;
  /**
   * Turns the order's holds into sold tickets. Idempotent: a second call changes nothing. When the holds
   * have expired (or there were none, as for guests), the lines are sold only if capacity allows. The sale
   * stays unsettled until `settle`: a process that dies between selling and recording the completed order
   * leaves it to `unsettledOrders`, so that no ticket stays sold to an order that was never completed.
   * The order's promo code reservation becomes a use of the code if that leaves the limit unpassed (a lapsed
   * reservation may have gone to another order); otherwise nothing is sold. Seat places go the same way: the
   * order's own (held, even past their deadline, if nobody took them), else free ones; each sold to one of the
   * seat line's `itemIds`. `kept`: places kept for guests may be sold too (the organizer's guests).
   */
  abstract commit(orderId: string, lines: readonly HoldLine[], options?: { kept?: boolean }): Promise<InventoryResult>;
  /** The completed order is recorded: its sale is final. */
  abstract settle(orderId: string): Promise<void>;
  /** Orders sold before `soldBefore` and still unsettled (the process recording them died). */
  abstract unsettledOrders(soldBefore: Date, limit: number): Promise<string[]>;
  /** Puts an unsettled sale back on sale (the order was never completed), its seats and its promo code use back. */
  abstract unsell(orderId: string): Promise<void>;
  /**
   * Puts sold tickets of the order back on sale (a ticket cancelled or refunded). Never below what the order bought.
   * The places sold to the seat lines' `itemIds` are freed.
   */
  abstract returnSold(orderId: string, lines: readonly HoldLine[]): Promise<void>;
  /** Drops the order's holds that are not sold (seats included), and its promo code reservation. */
  abstract release(orderId: string): Promise<void>;
  /**
   * Drops the ticket and seat holds of an order whose deadline passed while its payment is still processing, but keeps
   * its promo code reservation (lapsed, it counts no more): a late sale then takes a use of that code if one is
   * left. `release` drops it when the order ends.
   */
  abstract lapse(orderId: string): Promise<void>;
  /** Orders whose unsold holds have passed their deadline by `now`. */
  abstract expiredOrders(now: Date, limit: number): Promise<string[]>;
  /** The labels among `labels` that the date's seat chart has (none when the date has no chart). */
  abstract seatPlaces(eventDateId: string, labels: readonly string[]): Promise<SeatPlaces[]>;
  /** The places the order holds now (not sold, deadline ahead), one per place. */
  abstract heldSeats(orderId: string): Promise<HeldSeat[]>;
}
