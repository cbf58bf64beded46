/** Facade: the broadcasts of event dates, for checkout's order view and ticket lists. */
export abstract class Broadcasts {
  /** The viewer page of the date's broadcast ('/b/{id}'), or null when the date has none. */
  abstract urlForDate(eventDateId: string): Promise<string | null>;
  /** The broadcast id of each of these dates that has one, by date id. */
  abstract idsForDates(eventDateIds: readonly string[]): Promise<Map<string, string>>;
}
