import type { ChartPlace, SeatChart } from '../../domain/seating/chart-rules.js';

/** An event as its seating sees it: whose it is, the chart its dates use, and its dates. */
export interface EventSeatingRecord {
  eventId: string;
  ownerId: string;
  seatChartId: string | null;
  dateIds: string[];
}

/**
 * Port: the owners' seat charts and the seat rows of the dates that use them (one row per place). Outside
 * `transaction` each call stands alone; inside it, the calls share one transaction and its row locks. Every
 * write of seat rows notifies the `seat_changes` channel with the date's id in its transaction. Unknown ids,
 * malformed ones included, answer null (or nothing).
 */
export abstract class SeatChartRepository {
  /** Runs `work` in one transaction on a repository bound to it: nothing is written when `work` throws. */
  abstract transaction<T>(work: (charts: SeatChartRepository) => Promise<T>): Promise<T>;

  /** With `lock`, locked until the transaction ends: 'update' to save or delete it, 'share' to seat dates with it. */
  abstract find(chartId: string, options?: { lock?: 'update' | 'share' }): Promise<SeatChart | null>;
  abstract add(chart: SeatChart): Promise<void>;
  /** Writes its name, definition, version and updatedAt. */
  abstract save(chart: SeatChart): Promise<void>;
  abstract delete(chartId: string): Promise<void>;
  /** How many events use the chart. */
  abstract eventsUsing(chartId: string): Promise<number>;
  /** The dates of the events that use the chart. */
  abstract datesUsing(chartId: string): Promise<string[]>;
  /** The category keys of each ticket type of the events that use the chart (types that sell none left out). */
  abstract ticketTypeCategoryKeys(chartId: string): Promise<number[][]>;

  /**
   * Locks the rows of these labels on these dates until the transaction ends (no hold takes them meanwhile) and
   * answers the places sold or held per label, the most on any one date (labels without any left out).
   */
  abstract lockTakenPlaces(dateIds: readonly string[], labels: readonly string[]): Promise<Map<string, number>>;
  /**
   * Brings the rows of these dates in line with the places: adds the missing ones (an area's up to its
   * capacity), deletes free ones of labels gone (or an area's beyond its capacity), updates categories.
   */
  abstract syncSeats(dateIds: readonly string[], places: readonly ChartPlace[]): Promise<void>;
  /** Deletes the free rows of these dates; answers whether sold or held ones remain. */
  abstract clearSeats(dateIds: readonly string[]): Promise<boolean>;

  /** The event, locked until the transaction ends: 'update' to change its chart, 'share' to seat a new date. */
  abstract lockEvent(eventId: string, lock: 'update' | 'share'): Promise<EventSeatingRecord | null>;
  abstract setEventChart(eventId: string, chartId: string | null): Promise<void>;
}
