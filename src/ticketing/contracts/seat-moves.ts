/** A sold ticket to move to the seat `toLabel` of its date. */
export interface SeatMove {
  eventDateId: string;
  orderId: string;
  /** The ticket (order item) whose place moves. */
  itemId: string;
  /** Its ticket type: the new seat must be of a category the type sells (`seatsCategoryKeys`). */
  ticketTypeId: string;
  toLabel: string;
}

/**
 * Done (`from`: the label of the place the ticket gave up, null when it had none), or refused: no such seat on
 * the date, the seat is held, sold or not for sale, or its category is not one the ticket type sells.
 */
export type SeatMoveResult = { ok: true; from: string | null } | { ok: false; refusal: 'unknown' | 'taken' | 'not_for_sale' | 'category' };

/** The refusals of a move as the organizer reads them; `ticketName` names the ticket type in the category one. */
export function seatMoveRefusal(refusal: Extract<SeatMoveResult, { ok: false }>['refusal'], label: string, ticketName: string): string {
  switch (refusal) {
    case 'unknown':
      return `Seat ${label} is not on the chart`;
    case 'taken':
      return `Seat ${label} is taken`;
    case 'not_for_sale':
      return `Seat ${label} is not for sale`;
    case 'category':
      return `${label} cannot be sold as ${ticketName}`;
  }
}

/**
 * Seat moves: the organizer (or the door) moves an attendee. Implemented by the ticketing context beside the
 * seat inventory; every change notifies the date's seat viewers.
 */
export abstract class SeatMoves {
  /**
   * Moves the ticket's sold place to a free place of `toLabel` (a seat, or an area with a free place) — a
   * place kept for guests may take it, one not for sale may not — and frees the place it had, in one
   * transaction. Idempotent: a ticket already in `toLabel` stays there (`from` is then that label).
   */
  abstract moveSeat(move: SeatMove): Promise<SeatMoveResult>;
}
