import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CsvRow } from '../../../lib/csv';
import { renderWithProviders } from '../../../test/render';
import type { OwnerEventRow, OwnerEventsParams, OwnerEventsPage } from '../api/owner-events';
import type { EventsSearch } from '../manage-events';
import { ManageEvents } from './manage-events';

const MUSIC = '5d1c7a2e-0000-4000-8000-000000000001';
const COMEDY = '5d1c7a2e-0000-4000-8000-000000000002';
const categories: [readonly unknown[], unknown][] = [
  [
    ['get', '/client_side_api/v1/course_categories'],
    [
      { id: MUSIC, name: 'Music' },
      { id: COMEDY, name: 'Comedy' },
    ],
  ],
];

type Listed = OwnerEventRow & { past: boolean; categoryId: string | null };

let counter = 0;
function event(overrides: Partial<Listed> = {}): Listed {
  counter += 1;
  return {
    id: `date-${counter}`,
    course: `event-${counter}`,
    name: `Event ${counter}`,
    published: true,
    startsAt: new Date(Date.UTC(2030, 0, counter, 19)).toISOString(),
    timezone: 'America/New_York',
    currency: 'usd',
    revenue: 1000 * counter,
    ticketsSold: counter,
    ticketTypesCount: 1,
    tickets: [{ name: 'General admission', ticketsSold: counter }],
    userAccessSetting: 'admin',
    past: false,
    categoryId: null,
    ...overrides,
  };
}

/** The owner's events held in memory and served as the API serves them; every request is kept. */
function server(events: Listed[]) {
  const requests: OwnerEventsParams[] = [];
  const control = { fail: false, hold: undefined as Promise<void> | undefined };
  const load = async (params: OwnerEventsParams): Promise<OwnerEventsPage> => {
    requests.push(params);
    // An export's second page can be held, to see the progress after the first.
    if (params.perPage === 100 && params.page === 2) await control.hold;
    if (control.fail) throw new Error('Please try again later');
    const sort = params.sort ?? 'startsAt';
    const sign = params.direction === 'desc' ? -1 : 1;
    const key = (e: Listed) => (sort === 'startsAt' ? new Date(e.startsAt).getTime() : e[sort]);
    const found = events
      .filter((e) => e.past === (params.past === 'true'))
      .filter((e) => !params.query || e.name.toLowerCase().includes(params.query.toLowerCase()))
      .filter((e) => !params.category || e.categoryId === params.category)
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
        return sign * (x - y);
      });
    const page = params.page ?? 1;
    const perPage = params.perPage ?? 25;
    return { data: found.slice((page - 1) * perPage, page * perPage), page, perPage, totalCount: found.length };
  };
  const last = () => requests[requests.length - 1]!;
  return { load, requests, last, control };
}

/** The page with its address state held in memory, as the route holds it in the URL. */
function open(events: Listed[], initial: EventsSearch = {}) {
  const api = server(events);
  const downloads: { fileName: string; rows: CsvRow[] }[] = [];
  const state = { search: initial };
  function Page() {
    const [search, setSearch] = useState<EventsSearch>(initial);
    state.search = search;
    return (
      <ManageEvents
        ownerId="o1"
        search={search}
        onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))}
        load={api.load}
        download={(fileName, rows) => downloads.push({ fileName, rows })}
      />
    );
  }
  renderWithProviders(<Page />, { path: '/manage/riverside/events', data: categories });
  return { ...api, downloads, state };
}

/** Lets promises settle and the fake clock run `ms` further. */
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = async (element: HTMLElement) => {
  await act(async () => fireEvent.click(element));
  await flush();
};
const table = () => screen.getByRole('table', { name: 'Events' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);
const rowOf = (name: string) => within(table()).getByRole('link', { name }).closest('tr')!;
const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell);

beforeEach(() => {
  vi.useFakeTimers();
  counter = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the organizer's events page", () => {
  it('asks for the first 25 upcoming events, soonest first, and links each to its page', async () => {
    const api = open([event({ name: 'Winter Gala' }), event({ name: 'Past Recital', past: true })]);
    await flush();
    expect(api.requests).toEqual([{ ownerId: 'o1', page: 1, past: 'false', sort: 'startsAt', direction: 'asc' }]);
    expect(names()).toEqual(['Winter Gala']);
    expect(within(table()).getByRole('link', { name: 'Winter Gala' }).getAttribute('href')).toBe('/event/event-1');
    expect(screen.getByRole('link', { name: 'Create An Event' }).getAttribute('href')).toBe('/event/new');
    expect(screen.getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows each date at the event's local time with its zone label, as the event page does, whatever the browser's zone", async () => {
    open([
      event({ name: 'Porch Songs', startsAt: '2030-06-05T23:00:00.000Z', timezone: 'America/New_York' }),
      event({ name: 'Berlin Lieder', startsAt: '2030-06-05T23:00:00.000Z', timezone: 'Europe/Berlin' }),
    ]);
    await flush();
    expect(cells('Porch Songs')[1]!.textContent).toBe('05 Jun 2030, 7:00 PM EDT');
    expect(cells('Berlin Lieder')[1]!.textContent).toBe('06 Jun 2030, 1:00 AM GMT+2');
  });

  it('searches 300 ms after the last key, with one request for the final text, from page 1', async () => {
    const api = open([event({ name: 'Jazz Night' }), ...Array.from({ length: 30 }, () => event({ name: 'Folk Morning' }))], { page: 2 });
    await flush();
    const box = screen.getByRole('searchbox', { name: 'Search events' });
    fireEvent.change(box, { target: { value: 'j' } });
    await flush(200);
    fireEvent.change(box, { target: { value: 'ja' } });
    await flush(299);
    expect(api.requests.some((r) => r.query)).toBe(false);
    await flush(1);
    await flush();
    expect(api.requests.filter((r) => r.query)).toEqual([{ ownerId: 'o1', page: 1, query: 'ja', past: 'false', sort: 'startsAt', direction: 'asc' }]);
    expect(names()).toEqual(['Jazz Night']);
    expect(api.state.search.query).toBe('ja');
  });

  it('switches to Past when nothing is upcoming and no search or category is set, once', async () => {
    const api = open([event({ name: 'Autumn Recital', past: true }), event({ name: 'Spring Recital', past: true })]);
    await flush();
    await flush();
    expect(api.requests.map((r) => [r.past, r.direction])).toEqual([
      ['false', 'asc'],
      ['true', 'desc'],
    ]);
    expect(screen.getByRole('button', { name: 'Past' }).getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['Spring Recital', 'Autumn Recital']);

    // Choosing Upcoming again shows that nothing is upcoming, worded for the tab.
    await click(screen.getByRole('button', { name: 'Upcoming' }));
    expect(screen.getByText("We couldn't find any upcoming events associated with this account...")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stays on Upcoming and says No results when a search or category finds nothing', async () => {
    const api = open([event({ name: 'Autumn Recital', past: true })], { category: COMEDY });
    await flush();
    await flush();
    expect(api.requests.map((r) => [r.past, r.category])).toEqual([['false', COMEDY]]);
    expect(screen.getByText('No results')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe(COMEDY);
  });

  it('says that nothing is past either when the account has no events at all', async () => {
    open([]);
    await flush();
    await flush();
    expect(screen.getByText("We couldn't find any past events associated with this account...")).toBeTruthy();
  });

  it('filters by category from page 1', async () => {
    const api = open([event({ name: 'Blues Night', categoryId: MUSIC }), event({ name: 'Open Mic Comedy', categoryId: COMEDY })], { page: 3 });
    await flush();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: MUSIC } });
    await flush();
    expect(api.last()).toMatchObject({ category: MUSIC, page: 1 });
    expect(names()).toEqual(['Blues Night']);
  });

  it('shows sales in the event currency with admin access, N/A with the reason otherwise, and the links each access allows', async () => {
    open([
      event({ name: 'Winter Gala', revenue: 5450, ticketsSold: 3, currency: 'eur', ticketTypesCount: 2, tickets: [{ name: 'Gala ticket', ticketsSold: 2 }, { name: 'Patron circle', ticketsSold: 1 }] }),
      event({ name: 'Harbour Choir', userAccessSetting: 'door', revenue: null, ticketsSold: null, tickets: [{ name: 'Seat', ticketsSold: null }] }),
      event({ name: 'Harbour Poetry', userAccessSetting: 'basic', revenue: null, ticketsSold: null, tickets: [] }),
    ]);
    await flush();
    const [, , sold, revenue] = cells('Winter Gala');
    expect(sold!.textContent).toContain('3');
    expect(within(sold!).getByRole('list', { name: 'Tickets sold of Winter Gala by ticket type' }).textContent).toBe('Gala ticket: 2Patron circle: 1');
    expect(revenue!.textContent).toBe('€54.50');
    const links = (name: string) => within(rowOf(name)).getAllByRole('link').slice(1).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('Winter Gala')).toEqual([
      ['Details', '/management/courses/event-1/details/edit'],
      ['Guests', '/management/courses/event-1/registrations?event_id=date-1'],
      ['Tickets', '/management/courses/event-1/tickets'],
      ['Team', '/management/courses/event-1/teachings'],
      ['Stats', '/management/courses/event-1/stats'],
      ['Video', '/management/courses/event-1/broadcasts'],
    ]);

    const tooltip = "Sales details are N/A because you don't have admin privileges to this event.";
    for (const name of ['Harbour Choir', 'Harbour Poetry']) {
      const [, , doorSold, doorRevenue] = cells(name);
      for (const cell of [doorSold!, doorRevenue!]) {
        const na = within(cell).getByText('N/A');
        expect(na.getAttribute('title')).toBe(tooltip);
        expect(cell.textContent).toBe(`N/A: ${tooltip}`);
      }
    }
    expect(links('Harbour Choir')).toEqual([
      ['Guests', '/management/courses/event-2/registrations?event_id=date-2'],
      ['Team', '/management/courses/event-2/teachings'],
    ]);
    expect(links('Harbour Poetry')).toEqual([['Team', '/management/courses/event-3/teachings']]);
  });

  it('sorts on the server by date, tickets sold and revenue: ascending first, then descending', async () => {
    const api = open([event({ name: 'A', ticketsSold: 5, revenue: 100 }), event({ name: 'B', ticketsSold: 9, revenue: 50 }), event({ name: 'C', ticketsSold: 1, revenue: 900 })]);
    await flush();
    const header = (name: string) => within(table()).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(header('Date').closest('th')!.getAttribute('aria-sort')).toBe('ascending');

    await click(header('Tickets sold'));
    expect(api.last()).toMatchObject({ sort: 'ticketsSold', direction: 'asc', page: 1 });
    expect(names()).toEqual(['C', 'A', 'B']);
    expect(header('Tickets sold').closest('th')!.getAttribute('aria-sort')).toBe('ascending');

    await click(header('Tickets sold'));
    expect(api.last()).toMatchObject({ sort: 'ticketsSold', direction: 'desc' });
    expect(names()).toEqual(['B', 'A', 'C']);

    await click(header('Revenue'));
    expect(api.last()).toMatchObject({ sort: 'revenue', direction: 'asc' });
    expect(names()).toEqual(['B', 'A', 'C']);

    // Back to the date: the first page asked for (still in the cache), then the other way round.
    await click(header('Date'));
    expect(api.state.search).toMatchObject({ sort: 'startsAt', direction: 'asc' });
    expect(names()).toEqual(['A', 'B', 'C']);
    await click(header('Date'));
    expect(api.last()).toMatchObject({ sort: 'startsAt', direction: 'desc' });
    expect(names()).toEqual(['C', 'B', 'A']);
  });

  it('pages 25 at a time with previous, next and at most 3 page numbers', async () => {
    const api = open(Array.from({ length: 130 }, () => event()));
    await flush();
    const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = () =>
      within(pagination())
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => /\d/.test(t ?? ''));
    expect(within(table()).getAllByRole('row')).toHaveLength(26);
    expect(numbers()).toEqual(['1', '2', '3']);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await click(screen.getByRole('button', { name: 'Next page' }));
    expect(api.last()).toMatchObject({ page: 2 });
    expect(names()[0]).toBe('Event 26');
    expect(numbers()).toEqual(['1', '2', '3']);

    await click(within(pagination()).getByRole('button', { name: '3' }));
    expect(api.last()).toMatchObject({ page: 3 });
    expect(numbers()).toEqual(['2', '3', '4']);

    await click(within(pagination()).getByRole('button', { name: '4' }));
    await click(within(pagination()).getByRole('button', { name: '5' }));
    await click(within(pagination()).getByRole('button', { name: '6' }));
    expect(api.last()).toMatchObject({ page: 6 });
    expect(numbers()).toEqual(['4', '5', '6']);
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.state.search.page).toBe(6);
  });

  it('exports every page of the list as CSV (Name, Date, Revenue, Tickets sold), showing progress', async () => {
    vi.setSystemTime(new Date(2030, 2, 5, 12));
    const events = Array.from({ length: 130 }, () => event());
    events[0] = { ...events[0]!, name: 'Jazz, Blues & "Soul"', revenue: 2500, currency: 'usd', ticketsSold: 2 };
    events[1] = { ...events[1]!, name: 'Harbour Choir', userAccessSetting: 'door', revenue: null, ticketsSold: null };
    const api = open(events);
    await flush();
    let release = () => undefined as void;
    api.control.hold = new Promise<void>((resolve) => (release = resolve));

    await click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('100 of 130');
    expect((screen.getByRole('progressbar', { name: 'Export progress' }) as HTMLProgressElement).value).toBe(77);
    release();
    await flush();

    expect(api.downloads).toHaveLength(1);
    expect(api.downloads[0]!.fileName).toBe('Events 2030-03-05.csv');
    const [header, first, second, ...rest] = api.downloads[0]!.rows;
    expect(header).toEqual(['Name', 'Date', 'Revenue', 'Tickets sold']);
    expect(first).toEqual(['Jazz, Blues & "Soul"', '01 Jan 2030, 2:00 PM EST', '$25', '2']);
    expect(second).toEqual(['Harbour Choir', expect.any(String), 'N/A', 'N/A']);
    expect(rest).toHaveLength(128);
    expect(api.requests.filter((r) => r.perPage === 100).map((r) => r.page)).toEqual([1, 2]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it("says 'Export failed, please try again' when a page cannot be read", async () => {
    const api = open([event()]);
    await flush();
    api.control.fail = true;
    await click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('alert').textContent).toBe('Export failed, please try again');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
