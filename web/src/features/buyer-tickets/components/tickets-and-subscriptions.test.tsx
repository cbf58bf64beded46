import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { BuyerRegistration, TicketGroup } from '../api/buyer-tickets';
import { TicketsAndSubscriptions } from './tickets-and-subscriptions';

afterEach(cleanup);

const PATH = '/client_side_api/v1/profiles/{uuid}/orders/{type}';
const key = (type: 'future' | 'past') => ['get', PATH, { params: { path: { uuid: 'u1', type }, query: { page: 1 } } }] as const;
const registration = (overrides: Partial<BuyerRegistration>): BuyerRegistration => ({
  id: 'r1',
  name: 'Ada Lovelace',
  ticket: 'General admission',
  status: 'active',
  attendanceType: 'in-person',
  transferAllowed: true,
  cancelAllowed: true,
  transferredTo: null,
  orderItemId: 'r1',
  orderId: 'o1',
  broadcastId: null,
  customUserListData: null,
  ...overrides,
});
const group = (registrations: BuyerRegistration[]): TicketGroup => ({
  eventId: 'e1',
  eventDateId: 'd1',
  eventName: 'Jazz at the Riverside',
  thumbnail: null,
  startsAt: '2030-06-01T23:30:00.000Z',
  timezone: 'America/New_York',
  registrations,
});
const list = (groups: TicketGroup[]) => ({ data: groups, page: 1, perPage: 10, totalCount: groups.length });

describe("the buyer's tickets", () => {
  it('lists ticket groups with view, transfer and cancel, and the reasons when they are not allowed', async () => {
    const tickets = [
      registration({ id: 'r1' }),
      registration({ id: 'r2', name: 'Grace Hopper', attendanceType: 'online', transferAllowed: false, cancelAllowed: false, status: 'checked_in' }),
      registration({ id: 'r3', name: 'Carla Bley', transferAllowed: false, cancelAllowed: false, transferredTo: 'Carla Bley' }),
      registration({ id: 'r4', name: 'Nina Simone', status: 'refunded', transferAllowed: false, cancelAllowed: false }),
    ];
    renderWithProviders(<TicketsAndSubscriptions userId="u1" username="ada" tab="future" native={false} />, { data: [[key('future'), list([group(tickets)])]] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets & Subscriptions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscriptions' }).getAttribute('href')).toBe('/manage/ada/tickets-and-subscriptions/subscriptions');
    expect(screen.getByRole('link', { name: 'Jazz at the Riverside' }).getAttribute('href')).toBe('/event/e1');
    expect(screen.getByRole('link', { name: 'View ticket of Ada Lovelace' }).getAttribute('href')).toBe('/ticket/r1');
    expect((screen.getByRole('button', { name: 'Transfer ticket of Ada Lovelace' }) as HTMLButtonElement).disabled).toBe(false);

    const online = screen.getByRole('button', { name: 'Transfer ticket of Grace Hopper' }) as HTMLButtonElement;
    expect(online.disabled).toBe(true);
    expect(online.parentElement!.getAttribute('title')).toBe('This ticket is non-transferable.');
    expect(screen.getByRole('button', { name: 'Cancel ticket of Grace Hopper' }).parentElement!.getAttribute('title')).toBe('This ticket cannot be canceled.');
    expect(screen.getByText('Checked In')).toBeTruthy();
    // Transferred, refunded (and canceled) tickets have no view action.
    expect(screen.getByText('Transferred to Carla Bley')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View ticket of Carla Bley' })).toBeNull();
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View ticket of Nina Simone' })).toBeNull();
  });

  it("links an online ticket to its date's stream once there is one, not an in-person or refunded ticket", async () => {
    const tickets = [
      registration({ id: 'r1', name: 'Ada Lovelace', attendanceType: 'online', broadcastId: 'b1' }),
      registration({ id: 'r2', name: 'Grace Hopper', attendanceType: 'online', broadcastId: null }),
      registration({ id: 'r3', name: 'Carla Bley', attendanceType: 'in-person', broadcastId: 'b1' }),
      registration({ id: 'r4', name: 'Nina Simone', attendanceType: 'online', broadcastId: 'b1', status: 'refunded' }),
    ];
    renderWithProviders(<TicketsAndSubscriptions userId="u1" username="ada" tab="future" native={false} />, { data: [[key('future'), list([group(tickets)])]] });
    const stream = await screen.findByRole('link', { name: 'View stream of Ada Lovelace' });
    expect(stream.getAttribute('href')).toBe('/b/b1');
    expect(stream.textContent).toBe('View Stream');
    for (const name of ['Grace Hopper', 'Carla Bley', 'Nina Simone']) expect(screen.queryByRole('link', { name: `View stream of ${name}` })).toBeNull();
  });

  it('shows the share code of a list ticket bought as listed, copies it, and says how many tickets it still buys', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const tickets = [
      registration({ id: 'r1', name: 'Ada Lovelace', customUserListData: { shareCode: 'K7Q2M9XA', count: 3 } }),
      registration({ id: 'r2', name: 'Grace Hopper', customUserListData: { shareCode: 'P4T8W2ZC', count: 1 } }),
      registration({ id: 'r3', name: 'Carla Bley', customUserListData: { shareCode: 'H3N6R5YB', count: 0 } }),
      registration({ id: 'r4', name: 'Nina Simone' }),
    ];
    renderWithProviders(<TicketsAndSubscriptions userId="u1" username="ada" tab="future" native={false} />, { data: [[key('future'), list([group(tickets)])]] });
    const codes = await screen.findAllByRole('group', { name: 'Share code' });
    expect(codes.map((code) => within(code).getAllByText(/.+/).map((part) => part.textContent))).toEqual([
      ['Share code K7Q2M9XA', 'Copy', '3 tickets left'],
      ['Share code P4T8W2ZC', 'Copy', '1 ticket left'],
      ['Share code H3N6R5YB', 'Copy', 'No tickets left'],
    ]);
    // A ticket that is not a listed buyer's list ticket has no code.
    expect(screen.getAllByRole('listitem')[3]!.textContent).not.toContain('Share code');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy share code P4T8W2ZC' })));
    expect(writeText).toHaveBeenCalledWith('P4T8W2ZC');
    expect(within(codes[1]!).getByRole('button').textContent).toBe('Copied');
  });

  it('in the app (native=true): dark, no heading, no Subscriptions tab, and links keep native=true', async () => {
    const { container } = renderWithProviders(<TicketsAndSubscriptions userId="u1" username="ada" tab="past" native />, { data: [[key('past'), list([group([registration({})])])]] });
    expect(await screen.findByRole('link', { name: 'View ticket of Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Subscriptions' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('href')).toBe('/manage/ada/tickets-and-subscriptions/tickets?native=true');
    expect(screen.getByRole('link', { name: 'View ticket of Ada Lovelace' }).getAttribute('href')).toBe('/ticket/r1?native=true');
    expect(container.querySelector('[data-theme="dark"]')).not.toBeNull();
  });

  it('says when there are no tickets, and shows the subscriptions the route composes on their tab', async () => {
    renderWithProviders(<TicketsAndSubscriptions userId="u1" username="ada" tab="future" native={false} />, { data: [[key('future'), list([])]] });
    expect(await screen.findByText("We couldn't find any upcoming events associated with this account...")).toBeTruthy();
    cleanup();
    renderWithProviders(<TicketsAndSubscriptions userId="u1" username="ada" tab="subscriptions" native={false} subscriptions={<p>Friends of Nina Simone</p>} />);
    expect(await screen.findByText('Friends of Nina Simone')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscriptions' }).getAttribute('aria-current')).toBe('page');
  });
});
