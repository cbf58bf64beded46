import type { CsvRow } from '../../lib/csv';
import { formatMoney } from '../../lib/money';
import { formatTime } from './format';
import { EXPORT_PAGE_SIZE, type EventsSort, type LoadOwnerEvents, type OwnerEventRow, type OwnerEventsParams } from './api/owner-events';
import type { EventsSearch } from './manage-events-search';

export type { EventsSearch } from './manage-events-search';

/** The sort in force: by date unless chosen, soonest first for Upcoming and latest first for Past. */
export function effectiveSort(search: EventsSearch): { sort: EventsSort; direction: 'asc' | 'desc' } {
  const sort = search.sort ?? 'startsAt';
  return { sort, direction: search.direction ?? (search.sort ? 'asc' : search.past ? 'desc' : 'asc') };
}

/** The API's parameters for a page of the list. */
export function listParams(ownerId: string, search: EventsSearch, page = search.page ?? 1, perPage?: number): OwnerEventsParams {
  return {
    ownerId,
    page,
    ...(perPage ? { perPage } : {}),
    ...(search.query ? { query: search.query } : {}),
    ...(search.category ? { category: search.category } : {}),
    past: search.past ? 'true' : 'false',
    ...effectiveSort(search),
  };
}

export const isFiltered = (search: EventsSearch) => !!(search.query?.trim() || search.category);

/** Seed 002 §9 empty states: worded for the tab, or 'No results' when a search or category narrows the list. */
export function emptyMessage(search: EventsSearch): string {
  if (isFiltered(search)) return 'No results';
  return `We couldn't find any ${search.past ? 'past' : 'upcoming'} events associated with this account...`;
}

export const SALES_NA_TOOLTIP = "Sales details are N/A because you don't have admin privileges to this event.";

export const hasSalesAccess = (row: Pick<OwnerEventRow, 'userAccessSetting'>) => row.userAccessSetting === 'admin';

/**
 * The management pages a row links to, by the access the account has to the event (seed 002 §6): admin sees
 * Details, Guests, Tickets, Team, Stats and Video (the online dates' streams); door staff Guests and Team; basic
 * access Team only.
 */
export function rowLinks(row: Pick<OwnerEventRow, 'id' | 'course' | 'userAccessSetting'>): { label: string; href: string }[] {
  const base = `/management/courses/${row.course}`;
  const links = {
    details: { label: 'Details', href: `${base}/details/edit` },
    // The guest list opens on this row's date.
    guests: { label: 'Guests', href: `${base}/registrations?event_id=${row.id}` },
    tickets: { label: 'Tickets', href: `${base}/tickets` },
    team: { label: 'Team', href: `${base}/teachings` },
    // The event's figures over all its dates (the page chooses one).
    stats: { label: 'Stats', href: `${base}/stats` },
    video: { label: 'Video', href: `${base}/broadcasts` },
  };
  if (row.userAccessSetting === 'admin') return [links.details, links.guests, links.tickets, links.team, links.stats, links.video];
  if (row.userAccessSetting === 'door') return [links.guests, links.team];
  return [links.team];
}

/** The seeds' 'dd MMM yyyy' with the time, in the event's time zone with its label as the event page shows it: '05 Mar 2026, 8:00 PM EST'. */
export function formatEventDate(iso: string, timezone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, day: '2-digit', month: 'short', year: 'numeric' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').slice(0, 3)} ${part('year')}, ${formatTime(iso, timezone)}`;
}

export const revenueText = (row: OwnerEventRow) => (hasSalesAccess(row) && row.revenue !== null ? formatMoney(row.revenue, row.currency) : 'N/A');
export const ticketsSoldText = (row: OwnerEventRow) => (hasSalesAccess(row) && row.ticketsSold !== null ? String(row.ticketsSold) : 'N/A');

/** Seed 001 §3 "CSV column sets", events: Name, Date, Revenue, Tickets sold; amounts as the table shows them. */
export function eventsCsvRows(rows: OwnerEventRow[]): CsvRow[] {
  return [['Name', 'Date', 'Revenue', 'Tickets sold'], ...rows.map((row) => [row.name, formatEventDate(row.startsAt, row.timezone), revenueText(row), ticketsSoldText(row)])];
}

/** 'Events 2026-03-05.csv', dated in the browser's time zone. */
export function eventsExportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Events ${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export const EXPORT_FAILED = 'Export failed, please try again';
export const EXPORT_OFFLINE = 'Export failed, please check your internet connection';
/** Seed 002 §4: an export paused (offline) for 60 seconds is cancelled. */
export const EXPORT_PAUSE_LIMIT_MS = 60_000;

export class ExportError extends Error {}

/** Resolves once the browser is online; fails with the seeds' message when that takes longer than `limitMs`. */
export function waitUntilOnline(limitMs = EXPORT_PAUSE_LIMIT_MS): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const online = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      window.removeEventListener('online', online);
      reject(new ExportError(EXPORT_OFFLINE));
    }, limitMs);
    window.addEventListener('online', online, { once: true });
  });
}

/**
 * Every row the list shows across all its pages (same search, category, tab and sort), page after page,
 * reporting progress. Offline, it waits for the connection (up to 60 seconds) and goes on.
 */
export async function fetchAllOwnerEvents(
  load: LoadOwnerEvents,
  ownerId: string,
  search: EventsSearch,
  { onProgress, waitOnline = waitUntilOnline }: { onProgress?: (done: number, total: number) => void; waitOnline?: () => Promise<void> } = {},
): Promise<OwnerEventRow[]> {
  const rows: OwnerEventRow[] = [];
  for (let page = 1; ; page++) {
    await waitOnline();
    let answer;
    try {
      answer = await load(listParams(ownerId, search, page, EXPORT_PAGE_SIZE));
    } catch {
      if (!navigator.onLine) {
        page--;
        continue;
      }
      throw new ExportError(EXPORT_FAILED);
    }
    rows.push(...answer.data);
    onProgress?.(rows.length, answer.totalCount);
    if (answer.data.length < EXPORT_PAGE_SIZE || rows.length >= answer.totalCount) return rows;
  }
}
