import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { Observable } from 'rxjs';
import { Clock } from '../../../shared/clock.js';
import { notFound } from '../../../shared/errors.js';
import { ticketPricing } from '../../domain/ticket-offer.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { bestAvailable, chartPlaces, SEATING_MESSAGES, type BestAvailableRequest, type ChartDefinition, type ChartPlace } from '../../domain/seating/chart-rules.js';
import { SeatingFeed, type DateSeating, type SeatRow } from '../ports/seating-feed.port.js';
import { nextHoldExpiry, publicSeat, type PublicSeat } from './seat-statuses.js';
import { SEATING_SNAPSHOT_MESSAGES, type BestAvailableView, type SeatCategoryView, type SeatChanges, type SeatingSnapshotView } from './seating-snapshot-view.js';

/** Dates kept in memory at once (a large chart's map takes megabytes); the least recently served without viewers go first. */
const MAX_DATES = 100;
/** A map nobody watches is dropped once it has not been served for this long. */
const IDLE_MS = 5 * 60_000;

interface Viewer {
  next(changes: SeatChanges): void;
  end(): void;
}

/** One date's seat map in memory: what was last announced (`version`) and who watches it. */
interface DateMap {
  dateId: string;
  chartVersion: number;
  /** Chart, categories and prices as read, to tell a change the stream cannot carry. */
  shape: string;
  definition: ChartDefinition;
  places: ChartPlace[];
  categories: SeatCategoryView[];
  rows: Map<string, SeatRow[]>;
  announced: Map<string, PublicSeat>;
  version: number;
  /** The map as served, for `version`. */
  view: SeatingSnapshotView | null;
  /** When the first live hold ends: its seat is available from then on. */
  nextExpiry: number | null;
  viewers: Set<Viewer>;
  expiryTimer: ReturnType<typeof setTimeout> | null;
  /** When it was last served or watched (ms since the epoch, by the clock). */
  usedAt: number;
}

const sameSeat = (a: PublicSeat | undefined, b: PublicSeat) => !!a && a.status === b.status && a.available === b.available;

/**
 * The seat maps of dates, kept in this process: loaded once from the seat inventory, then read again only
 * when the feed tells of a change to the date (one read per change, however many buyers watch), and
 * announced to the date's viewers as the labels whose public status changed. A map nobody watches is not read
 * again on a change but dropped (loaded again when next served), and dropped too once unused for a while, so
 * memory and reads follow the dates people look at. Holds end by the clock, so
 * the statuses are brought up to date whenever a map is served, and when its first hold ends while someone
 * watches. A change of the chart or of the prices skips a version: viewers then load the map again.
 *
 * Versions count from a random start, so that the maps of two API processes never share a version (an
 * ETag) for different contents.
 */
@Injectable()
export class SeatingSnapshots implements OnModuleDestroy {
  private readonly maps = new Map<string, DateMap>();
  private readonly loading = new Map<string, Promise<DateMap>>();
  private readonly refreshing = new Map<string, Promise<void>>();
  /** Dates told of a change while being read: read again once done. */
  private readonly again = new Set<string>();
  private watching: Promise<() => void> | null = null;

  constructor(
    private readonly feed: SeatingFeed,
    private readonly clock: Clock,
  ) {}

  /** The date's map as buyers see it now; 404 for a date of no published event, or of an event without a chart. */
  async snapshot(dateId: string): Promise<SeatingSnapshotView> {
    return this.view(this.current(await this.map(dateId)));
  }

  /** Seats side by side (or places of one area) that are free now, of the categories asked, or 404 with the message. */
  async bestAvailable(dateId: string, request: BestAvailableRequest): Promise<BestAvailableView> {
    const map = this.current(await this.map(dateId));
    const ticketOf = new Map(map.categories.filter((c) => c.ticketTypes.length).map((c) => [c.key, c.ticketTypes[0]!.id]));
    // Only categories some ticket type sells can be bought.
    const categoryKeys = (request.categoryKeys?.length ? request.categoryKeys : [...ticketOf.keys()]).filter((key) => ticketOf.has(key));
    const free = new Map([...map.announced.values()].map((seat) => [seat.label, seat.available]));
    const offered = categoryKeys.length ? bestAvailable(map.places, free, { ...request, categoryKeys }) : null;
    if (!offered) throw notFound(SEATING_MESSAGES.noSeatsSideBySide.replace('{n}', String(request.quantity)));
    return { seats: offered.map((place) => ({ seatLabel: place.label, ticketId: ticketOf.get(place.categoryKey)!, ticketQuantity: place.quantity })) };
  }

  /**
   * The date's changes as they are announced, starting with the version the map has now (no labels): a viewer
   * whose map has another version, or who sees a version skipped later, loads the map again.
   */
  async changes(dateId: string): Promise<Observable<SeatChanges>> {
    // Refused (404) here, before the stream starts.
    await this.map(dateId);
    return new Observable<SeatChanges>((subscriber) => {
      let watched: { map: DateMap; viewer: Viewer } | null = null;
      const watch = (map: DateMap) => {
        // Dropped meanwhile (a change came while nobody watched, or the date lost its map): the viewer reconnects.
        if (subscriber.closed || this.maps.get(dateId) !== map) return subscriber.complete();
        this.current(map);
        const viewer: Viewer = { next: (changes) => subscriber.next(changes), end: () => subscriber.complete() };
        map.viewers.add(viewer);
        watched = { map, viewer };
        subscriber.next({ version: map.version, seats: [] });
        this.scheduleExpiry(map);
      };
      const cached = this.maps.get(dateId);
      if (cached) watch(cached);
      else this.map(dateId).then(watch, () => subscriber.complete());
      return () => {
        if (!watched) return;
        const { map, viewer } = watched;
        map.viewers.delete(viewer);
        map.usedAt = this.clock.now().getTime();
        if (!map.viewers.size) this.clearExpiry(map);
      };
    });
  }

  /** How many viewers watch the date's changes in this process. */
  viewerCount(dateId: string): number {
    return this.maps.get(dateId)?.viewers.size ?? 0;
  }

  async onModuleDestroy(): Promise<void> {
    const watching = this.watching;
    this.watching = null;
    for (const map of this.maps.values()) this.drop(map);
    if (watching) (await watching.catch(() => () => undefined))();
  }

  private async map(dateId: string): Promise<DateMap> {
    const now = this.clock.now().getTime();
    for (const idle of this.maps.values()) if (!idle.viewers.size && now - idle.usedAt > IDLE_MS) this.drop(idle);
    const cached = this.maps.get(dateId);
    if (cached) {
      // Most recently served last, for the eviction.
      this.maps.delete(dateId);
      this.maps.set(dateId, cached);
      cached.usedAt = now;
      return cached;
    }
    let loading = this.loading.get(dateId);
    if (!loading) {
      loading = this.load(dateId).finally(() => this.loading.delete(dateId));
      this.loading.set(dateId, loading);
    }
    return loading;
  }

  private async load(dateId: string): Promise<DateMap> {
    // Heard before the read, so no change after it is missed.
    await this.watch();
    const seating = seatedOrRefused(await this.feed.dateSeating(dateId));
    const now = this.clock.now();
    const map: DateMap = {
      dateId,
      chartVersion: 0,
      shape: '',
      definition: seating.chart.definition,
      places: [],
      categories: [],
      rows: new Map(),
      announced: new Map(),
      version: randomInt(1, 2 ** 40),
      view: null,
      nextExpiry: null,
      viewers: new Set(),
      expiryTimer: null,
      usedAt: now.getTime(),
    };
    this.apply(map, seating);
    map.announced = new Map(map.places.map((place) => [place.label, publicSeat(place.label, map.rows.get(place.label) ?? [], now)]));
    map.nextExpiry = nextHoldExpiry(map.rows.values(), now);
    this.maps.set(dateId, map);
    this.evict();
    return map;
  }

  private watch(): Promise<() => void> {
    if (this.watching) return this.watching;
    const watching = this.feed.watch({
      changed: (dateId) => {
        if (this.maps.has(dateId) || this.loading.has(dateId)) this.refresh(dateId);
      },
      reconnected: () => {
        for (const dateId of this.maps.keys()) this.refresh(dateId);
      },
    });
    // A failed start is tried again by the next load.
    watching.catch(() => {
      if (this.watching === watching) this.watching = null;
    });
    this.watching = watching;
    return watching;
  }

  /** Reads the date again (once at a time; changes told meanwhile bring one more read). */
  private refresh(dateId: string): void {
    if (this.refreshing.has(dateId)) {
      this.again.add(dateId);
      return;
    }
    const run = (async () => {
      // A change told while the map was first read may not be in it.
      await this.loading.get(dateId)?.catch(() => undefined);
      do {
        this.again.delete(dateId);
        await this.reload(dateId);
      } while (this.again.has(dateId));
    })().finally(() => this.refreshing.delete(dateId));
    this.refreshing.set(dateId, run);
  }

  private async reload(dateId: string): Promise<void> {
    const map = this.maps.get(dateId);
    if (!map) return;
    // Nobody here watches it: rather than read it for nobody, it is read again when next served.
    if (!map.viewers.size) return this.drop(map);
    try {
      const reshaped = this.apply(map, seatedOrRefused(await this.feed.dateSeating(dateId)));
      this.announce(map, reshaped);
    } catch {
      // Unreadable (the date lost its chart, or the database is away): the map goes, its viewers reconnect and load it again.
      this.drop(map);
    }
  }

  /** Takes in what was read; true when the chart, its categories or the prices changed. */
  private apply(map: DateMap, seating: Seated): boolean {
    const { chart, ticketTypes } = seating;
    const categories = chart.definition.categories.map((category) => ({
      key: category.key,
      label: category.label,
      color: category.color,
      ticketTypes: ticketTypes
        .filter((ticket) => ticket.seatsCategoryKeys.includes(category.key))
        .map((ticket) => ({ id: ticket.id, name: ticket.name, ...ticketPricing(ticket.price, ticket.currency) })),
    }));
    const shape = JSON.stringify([chart.id, chart.version, categories]);
    const reshaped = shape !== map.shape;
    if (reshaped) {
      map.shape = shape;
      map.chartVersion = chart.version;
      map.definition = chart.definition;
      map.places = chartPlaces(chart.definition);
      map.categories = categories;
    }
    map.rows = groupByLabel(seating.seats);
    return reshaped;
  }

  /** Brings the map's statuses to now; when any changed (or `reshaped`), a new version goes to the viewers. */
  private announce(map: DateMap, reshaped = false): void {
    const now = this.clock.now();
    const announced = new Map<string, PublicSeat>();
    const changed: PublicSeat[] = [];
    for (const place of map.places) {
      const seat = publicSeat(place.label, map.rows.get(place.label) ?? [], now);
      announced.set(place.label, seat);
      if (!sameSeat(map.announced.get(place.label), seat)) changed.push(seat);
    }
    map.nextExpiry = nextHoldExpiry(map.rows.values(), now);
    if (!changed.length && !reshaped) return;
    map.version += reshaped ? 2 : 1;
    map.announced = announced;
    map.view = null;
    for (const viewer of map.viewers) viewer.next({ version: map.version, seats: changed });
    this.scheduleExpiry(map);
  }

  /** The map at the clock's time: holds that ended since are announced as available. */
  private current(map: DateMap): DateMap {
    if (map.nextExpiry !== null && map.nextExpiry <= this.clock.now().getTime()) this.announce(map);
    return map;
  }

  /** Built once per version, however often it is served. */
  private view(map: DateMap): SeatingSnapshotView {
    map.view ??= { version: map.version, chartVersion: map.chartVersion, definition: map.definition, categories: map.categories, seats: [...map.announced.values()] };
    return map.view;
  }

  /** Viewers learn that a hold ended when it ends, not only at the next change. */
  private scheduleExpiry(map: DateMap): void {
    this.clearExpiry(map);
    if (!map.viewers.size || map.nextExpiry === null) return;
    const delay = Math.max(0, map.nextExpiry - this.clock.now().getTime());
    map.expiryTimer = setTimeout(() => {
      map.expiryTimer = null;
      this.current(map);
      this.scheduleExpiry(map);
    }, Math.min(delay, 2 ** 31 - 1));
    map.expiryTimer.unref?.();
  }

  private clearExpiry(map: DateMap): void {
    if (map.expiryTimer) clearTimeout(map.expiryTimer);
    map.expiryTimer = null;
  }

  private drop(map: DateMap): void {
    if (this.maps.get(map.dateId) === map) this.maps.delete(map.dateId);
    this.clearExpiry(map);
    for (const viewer of [...map.viewers]) viewer.end();
    map.viewers.clear();
  }

  private evict(): void {
    for (const map of this.maps.values()) {
      if (this.maps.size <= MAX_DATES) return;
      if (!map.viewers.size) this.drop(map);
    }
  }
}

type Seated = DateSeating & { chart: NonNullable<DateSeating['chart']> };

/** The date's seating when it has a seat map to show: a published event with a chart. */
function seatedOrRefused(seating: DateSeating | null): Seated {
  if (!seating || !seating.published) throw notFound(EVENT_MESSAGES.notFound);
  if (!seating.chart) throw notFound(SEATING_SNAPSHOT_MESSAGES.noChart);
  return seating as Seated;
}

function groupByLabel(rows: readonly SeatRow[]): Map<string, SeatRow[]> {
  const byLabel = new Map<string, SeatRow[]>();
  for (const row of rows) {
    const places = byLabel.get(row.label);
    if (places) places.push(row);
    else byLabel.set(row.label, [row]);
  }
  return byLabel;
}
