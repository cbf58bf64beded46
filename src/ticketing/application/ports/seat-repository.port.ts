/** Refused: labels not on the date's chart, or whose places are all held or sold; nothing changed. */
export type SeatBlockResult = { ok: true } | { ok: false; unknown: string[]; taken: string[] };

/** Port: the organizer's changes to a date's seat inventory. Every change notifies the date's seat viewers. */
export abstract class SeatRepository {
  /**
   * Marks the free places of these labels not for sale or kept for guests, or for sale again (`blocked` null);
   * places held or sold keep what they are. Refused when a label has no place on the date, or none free.
   */
  abstract block(eventDateId: string, labels: readonly string[], blocked: 'not_for_sale' | 'kept' | null): Promise<SeatBlockResult>;
}
