import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { QUEUE_KEY } from '../hooks/scan-queue';
import type { ScannerProps } from './camera-scanner';
import { CheckInPage } from './check-in-page';

const GRACE = 'LL1.5c4b3a29-1807-4f6e-9d5c-4b3a29180716.c2ln';
const event = {
  id: 'e1',
  name: 'Riverside Jazz',
  timezone: 'America/New_York',
  canManage: true,
  accessSetting: 'door',
  dates: [
    { id: 'd1', startsAt: '2026-12-05T00:00:00.000Z', past: false },
    { id: 'd2', startsAt: '2026-12-06T00:00:00.000Z', past: false },
  ],
};
const grace = {
  id: 'r1',
  firstName: 'Grace',
  lastName: 'Hopper',
  ticket: 'General',
  ticketTypeId: 't1',
  seat: 'A1',
  eventId: 'e1',
  eventDateId: 'd1',
  status: 'checked_in',
  checkedInAt: '2026-12-05T00:42:00.000Z',
  sameScan: false,
  message: 'Checked in',
};
const counts = { checkedIn: 1, expected: 40, ticketTypes: [{ ticketTypeId: 't1', name: 'General', checkedIn: 1, expected: 40 }] };

/** A camera the test holds up to tickets: each press reads the code, as the camera does many times a second. */
let readCode: (text: string) => void = () => undefined;
function TestScanner({ onCode }: ScannerProps) {
  readCode = onCode;
  return null;
}

type Reply = { data?: unknown; error?: unknown; status?: number } | 'offline';
const reply = (r: Reply) => (r === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ data: r.data, error: r.error, response: new Response(null, { status: r.status ?? 200 }) }));

/** The API: check-ins answer from `posts` in turn; counts and the guest search from `gets`. */
function api(posts: Reply[], gets: Record<string, unknown> = {}) {
  const post = vi.spyOn(fetchClient, 'POST').mockImplementation(((path: string) => reply(posts.shift() ?? { error: { message: `no answer for ${path}` }, status: 500 })) as never);
  vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) => reply({ data: gets[path] ?? counts })) as never);
  return post;
}
const sentBodies = (post: ReturnType<typeof api>) => (post.mock.calls as unknown as [string, { body: Record<string, unknown> }][]).map(([path, init]) => ({ path, body: init.body }));

const renderDoor = () =>
  renderWithProviders(<CheckInPage eventId="e1" dateId="d1" onDate={() => undefined} Scanner={TestScanner} />, {
    data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], event]],
  });
const answer = () => screen.getByRole('region', { name: 'Answer' });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the door check-in page', () => {
  it('shows an admitted guest in green with name, ticket type and seat, ignores the same code while it is shown, and tells when it was checked in on a second scan', async () => {
    const post = api([{ data: grace }, { error: { message: 'Already checked in at 7:42 PM EST' }, status: 409 }]);
    renderDoor();
    expect(await screen.findByText('1 / 40 checked in')).toBeTruthy();
    expect(within(answer()).getByText('Ready to scan')).toBeTruthy();

    act(() => readCode(GRACE));
    expect(await within(answer()).findByText('Grace Hopper')).toBeTruthy();
    expect(within(answer()).getByText('✓ Admitted')).toBeTruthy();
    expect(within(answer()).getByText('General')).toBeTruthy();
    expect(within(answer()).getByText('Seat A1')).toBeTruthy();
    expect(within(answer()).getByText('Checked in at 7:42 PM EST')).toBeTruthy();
    expect(sentBodies(post)).toEqual([{ path: '/client_side_api/v1/management/courses/{id}/check_ins', body: { code: GRACE, registrationId: undefined, eventDateId: 'd1', scanId: expect.any(String) } }]);

    // The camera keeps seeing the ticket: nothing more is sent until the door moves on.
    act(() => readCode(GRACE));
    expect(post).toHaveBeenCalledTimes(1);
    fireEvent.click(within(answer()).getByRole('button', { name: 'Next' }));
    act(() => readCode(GRACE));
    expect(await within(answer()).findByText('Already checked in at 7:42 PM EST')).toBeTruthy();
    expect(within(answer()).getByText('✕ Not admitted')).toBeTruthy();
    // Each scan has an id of its own.
    const [first, second] = sentBodies(post).map((call) => call.body.scanId);
    expect(first).not.toBe(second);
  });

  it('shows why a ticket is refused in red', async () => {
    api([{ error: { message: 'This ticket was refunded' }, status: 422 }]);
    renderDoor();
    await screen.findByText('1 / 40 checked in');
    act(() => readCode('LL1.refunded.sig'));
    expect(await within(answer()).findByText('This ticket was refunded')).toBeTruthy();
    expect(within(answer()).getByText('✕ Not admitted').parentElement!.className).toContain('bg-red-600');
  });

  it('keeps scans made offline on the phone and sends them, with the same scan ids, when the connection is back', async () => {
    const post = api(['offline', 'offline']);
    renderDoor();
    await screen.findByText('1 / 40 checked in');
    act(() => readCode(GRACE));
    expect(await within(answer()).findByText('Saved on this phone')).toBeTruthy();
    act(() => readCode('LL1.second.sig'));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '2 scans are saved on this phone and will be sent when the connection is back.');
    const queued = JSON.parse(window.localStorage.getItem(QUEUE_KEY)!) as { scanId: string; code: string }[];
    expect(queued.map((s) => s.code)).toEqual([GRACE, 'LL1.second.sig']);

    // Back online: the first scan's answer was lost once before, so the server says this scan admitted Grace.
    post.mockReset();
    post.mockImplementationOnce((() => reply({ data: { ...grace, sameScan: true, message: 'Already checked in by this scan at 7:42 PM EST' } })) as never);
    post.mockImplementationOnce((() => reply({ error: { message: 'This ticket is for another event' }, status: 422 })) as never);
    act(() => void window.dispatchEvent(new Event('online')));
    const sent = await screen.findByRole('region', { name: 'Sent after the connection came back' });
    await waitFor(() => expect(within(sent).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['✕ This ticket is for another event', '✓ Grace Hopper: Already checked in by this scan at 7:42 PM EST']));
    expect(sentBodies(post).map((call) => call.body.scanId)).toEqual(queued.map((s) => s.scanId));
    expect(JSON.parse(window.localStorage.getItem(QUEUE_KEY)!)).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('checks a guest in from the search, and undoes a check-in', async () => {
    const ida = { id: 'r2', name: 'Ida Wells', firstName: 'Ida', lastName: 'Wells', ticket: 'General', seat: null, status: 'active', checkedInAt: null };
    const post = api(
      [
        { data: { ...grace, id: 'r2', firstName: 'Ida', lastName: 'Wells', seat: null } },
        { data: { ...grace, id: 'r2', firstName: 'Ida', lastName: 'Wells', seat: null, status: 'active', checkedOutAt: '2026-12-05T00:50:00.000Z', message: 'Check-in undone' } },
      ],
      { '/client_side_api/v1/management/courses/{id}/registrations': { data: [ida], page: 1, perPage: 20, totalCount: 1 } },
    );
    renderDoor();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find a guest' }), { target: { value: 'ida' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Ida Wells' }));
    expect(await within(answer()).findByText('Ida Wells')).toBeTruthy();
    expect(sentBodies(post)[0]!.body).toMatchObject({ registrationId: 'r2', eventDateId: 'd1', code: undefined });

    fireEvent.click(within(answer()).getByRole('button', { name: 'Undo check-in' }));
    expect(await within(answer()).findByText('Check-in undone')).toBeTruthy();
    expect(sentBodies(post)[1]).toEqual({ path: '/client_side_api/v1/management/courses/{id}/check_outs', body: { registrationId: 'r2' } });
  });

  it('refuses collaborators without door access', async () => {
    api([]);
    renderWithProviders(<CheckInPage eventId="e1" dateId="d1" onDate={() => undefined} Scanner={TestScanner} />, {
      data: [[['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], { ...event, accessSetting: 'basic' }]],
    });
    expect(await screen.findByText('You are not allowed to check guests in at this event')).toBeTruthy();
  });
});
