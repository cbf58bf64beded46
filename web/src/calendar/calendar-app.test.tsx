import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../lib/api/fetch-client';
import type { CalendarEvent } from './calendar-api';
import { CalendarApp } from './calendar-app';

const OWNER_ID = '7d1f1c5e-8c4a-4d1b-9a8e-0c6b6c1a2f11';
/** Monday 15 June 2026, 10:00 in the visitor's time. */
const NOW = new Date(2026, 5, 15, 10, 0);
const local = (...parts: [number, number, number]) => new Date(...parts).toISOString();
const lastMomentBefore = (...parts: [number, number, number]) => new Date(new Date(...parts).getTime() - 1).toISOString();

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'date-1',
  courseId: 'event-1',
  name: 'Jazz Night',
  description: 'Standards by the river.',
  startsAt: '2026-06-20T23:00:00.000Z',
  endsAt: null,
  timezone: 'America/New_York',
  featuredImage: '/client_side_api/v1/file_uploads/jazz-poster',
  tags: [{ name: 'jazz' }],
  ...overrides,
});

type Answer = { data: CalendarEvent[]; totalCount: number };

/** The API as the calendar reaches it: Riverside Arts is an organization; the calendar call answers `answer`. */
function fakeApi(answer: (url: URL) => Answer = () => ({ data: [event()], totalCount: 1 })) {
  const calls: URL[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    if (url.pathname === '/client_side_api/v1/profiles/riverside' && url.searchParams.get('type') === 'school') return json({ id: OWNER_ID, name: 'Riverside Arts' });
    if (url.pathname.startsWith('/client_side_api/v1/profiles/')) return json({ message: "Sorry! That profile wasn't found." }, 404);
    if (url.pathname === '/client_side_api/v1/calendar/events') return json({ ...answer(url), page: Number(url.searchParams.get('page')), perPage: 20 });
    return json({ message: 'Not found' }, 404);
  };
  const eventCalls = () => calls.filter((url) => url.pathname === '/client_side_api/v1/calendar/events').map((url) => Object.fromEntries(url.searchParams));
  // The browser's fetch, as the client takes it when it is made.
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetch);
  return { client: createApiClient('http://calendar.test'), calls, eventCalls };
}

function renderCalendar(path: string, api = fakeApi()) {
  const [pathname, search = ''] = path.split('?');
  render(<CalendarApp pathname={pathname!} search={search ? `?${search}` : ''} client={api.client} now={NOW} />);
  return api;
}

/** Makes the window `width` px wide as far as media queries go. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width: (\d+)px/.exec(query);
    return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  }) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // jsdom has no media queries.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the embeddable calendar', () => {
  it("shows an organization's dates this month with the default colours, as a list with every part on", async () => {
    const api = renderCalendar('/calendar/o/riverside');
    const list = await screen.findByRole('list', { name: 'Events' });
    expect(list.dataset.layout).toBe('list');
    expect(document.title).toBe('Calendar: Riverside Arts | Limelight');
    // Browse by date starts with this month, from today.
    expect(screen.getByRole('heading', { name: 'June 2026' })).toBeTruthy();
    expect(api.eventCalls()).toEqual([{ ownerId: OWNER_ID, startDate: local(2026, 5, 15), endDate: lastMomentBefore(2026, 6, 1), page: '1', perPage: '20' }]);
    const main = screen.getByRole('main');
    expect([main.style.getPropertyValue('--bg'), main.style.getPropertyValue('--fg'), main.style.getPropertyValue('--hl')]).toEqual(['#FFFFFF', '#000000', '#D60B52']);

    const card = within(list).getByRole('article');
    // Links open in the top window, also inside another site's frame.
    expect(within(card).getByRole('link', { name: 'Jazz Night' }).getAttribute('href')).toBe('/event/event-1');
    expect(within(card).getByRole('link', { name: 'Jazz Night' }).getAttribute('target')).toBe('_top');
    const tickets = within(card).getByRole('link', { name: 'Get Tickets' });
    expect([tickets.getAttribute('href'), tickets.getAttribute('target')]).toEqual(['/checkout/event-1?event=date-1', '_top']);
    expect(within(card).getByText('Standards by the river.')).toBeTruthy();
    expect(within(card).getByText('Sat, Jun 20, 7:00 PM EDT')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/client_side_api/v1/file_uploads/jazz-poster');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toBeTruthy();
    const back = screen.getByRole('link', { name: '← Back' });
    expect([back.getAttribute('href'), back.getAttribute('target')]).toEqual(['/o/riverside', '_top']);
  });

  it('takes its colours, layout and parts from the address', async () => {
    renderCalendar('/calendar/o/riverside?bgColor=101820&textColor=f2aa4c&highlColor=%2300A86B&defaultLayout=grid&showImage=false&showDescription=false&showTicketsButton=false&showBackButton=false&enableSearch=false');
    const list = await screen.findByRole('list', { name: 'Events' });
    expect(list.dataset.layout).toBe('grid');
    const main = screen.getByRole('main');
    expect([main.style.getPropertyValue('--bg'), main.style.getPropertyValue('--fg'), main.style.getPropertyValue('--hl')]).toEqual(['#101820', '#F2AA4C', '#00A86B']);
    const card = within(list).getByRole('article');
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).queryByText('Standards by the river.')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Get Tickets' })).toBeNull();
    expect(screen.queryByRole('link', { name: '← Back' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    // The visitor may still switch layouts.
    fireEvent.click(screen.getByRole('button', { name: 'list' }));
    expect(screen.getByRole('list', { name: 'Events' }).dataset.layout).toBe('list');
  });

  it('refuses an invalid colour with a message instead of showing the defaults', async () => {
    const api = renderCalendar('/calendar/o/riverside?bgColor=ffffff&highlColor=red&textColor=12345');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Invalid color' })).toBeTruthy();
    expect(alert.textContent).toContain('highlColor (the button color) must be six hexadecimal digits such as FFFFFF, not “red”.');
    expect(alert.textContent).toContain('textColor (the text color) must be six hexadecimal digits such as FFFFFF, not “12345”.');
    expect(screen.queryByRole('main')).toBeNull();
    expect(api.eventCalls()).toEqual([]);
  });

  it('is a grid at 460 px or less, whatever its layout', async () => {
    viewport(460);
    renderCalendar('/calendar/o/riverside?defaultLayout=list');
    expect((await screen.findByRole('list', { name: 'Events' })).dataset.layout).toBe('grid');
    expect(screen.queryByRole('group', { name: 'Layout' })).toBeNull();
    cleanup();
    viewport(461);
    renderCalendar('/calendar/o/riverside?defaultLayout=list');
    expect((await screen.findByRole('list', { name: 'Events' })).dataset.layout).toBe('list');
  });

  it('moves month by month within today to three months ahead', async () => {
    const api = renderCalendar('/calendar/o/riverside');
    await screen.findByRole('list', { name: 'Events' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous month' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'September 2026' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next month' }).disabled).toBe(true);
    await screen.findByRole('list', { name: 'Events' });
    expect(api.eventCalls().map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      [local(2026, 5, 15), lastMomentBefore(2026, 6, 1)],
      [local(2026, 6, 1), lastMomentBefore(2026, 7, 1)],
      [local(2026, 7, 1), lastMomentBefore(2026, 8, 1)],
      // The range ends three months after today.
      [local(2026, 8, 1), lastMomentBefore(2026, 8, 15)],
    ]);
  });

  it('asks for the whole three months at once without browsing by date, for the whole site', async () => {
    const api = renderCalendar('/calendar?browseByDate=false');
    await screen.findByRole('list', { name: 'Events' });
    expect(screen.queryByRole('navigation', { name: 'Months' })).toBeNull();
    expect(document.title).toBe('Events calendar | Limelight');
    expect(api.eventCalls()).toEqual([{ startDate: local(2026, 5, 15), endDate: lastMomentBefore(2026, 8, 15), page: '1', perPage: '20' }]);
    expect(screen.getByRole('link', { name: '← Back' }).getAttribute('href')).toBe('/');
  });

  it('searches once typing pauses for 300 ms, and says when nothing matches', async () => {
    const api = renderCalendar(
      '/calendar/o/riverside',
      fakeApi((url) => (url.searchParams.get('query') === 'opera' ? { data: [], totalCount: 0 } : { data: [event()], totalCount: 1 })),
    );
    await screen.findByRole('list', { name: 'Events' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search events' });
    fireEvent.change(box, { target: { value: 'op' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    fireEvent.change(box, { target: { value: 'opera' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.eventCalls().map((call) => call.query)).toEqual([undefined]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(api.eventCalls().map((call) => call.query)).toEqual([undefined, 'opera']);
  });

  it('shows only the tags of the address, and narrows to one chosen chip', async () => {
    const api = renderCalendar('/calendar/o/riverside?tags=Jazz,live');
    await screen.findByRole('list', { name: 'Events' });
    const chips = within(screen.getByRole('group', { name: 'Tags' }));
    expect(chips.getAllByRole('button').map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')])).toEqual([
      ['All', 'true'],
      ['jazz', 'false'],
      ['live', 'false'],
    ]);
    fireEvent.click(chips.getByRole('button', { name: 'live' }));
    await screen.findByRole('list', { name: 'Events' });
    fireEvent.click(chips.getByRole('button', { name: 'All' }));
    await screen.findByRole('list', { name: 'Events' });
    expect(api.eventCalls().map((call) => call.tags)).toEqual(['jazz,live', 'live', 'jazz,live']);
  });

  it('shows more dates on request', async () => {
    const page = (n: number) => Array.from({ length: n === 1 ? 20 : 5 }, (_, i) => event({ id: `date-${n}-${i}`, name: `Night ${n}-${i}` }));
    const api = renderCalendar('/calendar/o/riverside', fakeApi((url) => ({ data: page(Number(url.searchParams.get('page'))), totalCount: 25 })));
    const list = await screen.findByRole('list', { name: 'Events' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Night 2-4')).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.eventCalls().map((call) => call.page)).toEqual(['1', '2']);
  });

  it('says so for an unknown profile, the wrong letter, or an address that is no calendar', async () => {
    renderCalendar('/calendar/p/riverside');
    expect((await screen.findByRole('alert')).textContent).toBe("Sorry! That profile wasn't found.");
    cleanup();
    renderCalendar('/calendar/x/riverside');
    expect(screen.getByRole('alert').textContent).toBe('Page not found');
  });
});
