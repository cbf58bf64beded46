import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { NOTIFICATIONS_POLL_MS, type Notification } from '../api/notifications';
import { newBusinessNotifications, NotificationsMenu } from './notifications-menu';

vi.mock('sonner', () => ({ toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
  vi.useRealTimers();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 'n1',
  read: false,
  content: '<b>Sam Rivera</b> bought 2 tickets to <a href="/event/e1">Late Night Jazz</a>',
  kind: 'business',
  user: { avatar: null, name: 'Sam Rivera' },
  createdAt: minutesAgo(180),
  ...overrides,
});

const sold = notification({});
const followed = notification({
  id: 'n2',
  read: true,
  kind: 'social',
  content: '<a href="/p/maya">Maya Lind</a> published a new event: <a href="/event/e2">Jazz <img src=x onerror="alert(1)"></a>',
  user: { avatar: null, name: 'Maya Lind' },
  createdAt: minutesAgo(3 * 24 * 60),
});

type Get = typeof fetchClient.GET;
type Post = typeof fetchClient.POST;

/** The API behind the menu: GET answers the lists in turn (the last one again after), POST answers `true`. */
function fakeApi(...answers: Notification[][]) {
  let call = 0;
  const get = vi.spyOn(fetchClient, 'GET').mockImplementation(() => {
    const data = answers[Math.min(call++, answers.length - 1)];
    return Promise.resolve({ data, response: new Response() }) as unknown as ReturnType<Get>;
  });
  const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => Promise.resolve({ data: true, response: new Response() }) as ReturnType<Post>);
  return { get, post };
}

const openMenu = async () => {
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  fireEvent.pointerDown(bell, { button: 0, pointerType: 'mouse' });
  return screen.findByRole('menu');
};

describe('notifications menu', () => {
  it('shows the unread count and each notification with its sender, sanitised content, read state and date', async () => {
    fakeApi([sold, followed]);
    renderWithProviders(<NotificationsMenu />);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitem').filter((item) => item.textContent !== 'Mark all as read');
    expect(items.map((item) => item.textContent)).toEqual([
      'SSam RiveraSam Rivera bought 2 tickets to Late Night Jazz3 hours ago',
      'MMaya LindMaya Lind published a new event: Jazz 3 days ago',
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(items[0]!).getByRole('link', { name: 'Late Night Jazz' }).getAttribute('href')).toBe('/event/e1');
    expect(items[0]!.querySelector('b')?.textContent).toBe('Sam Rivera');
    expect(menu.querySelector('img')).toBeNull();
  });

  it('marks one read when clicked, and all with Mark all as read', async () => {
    const { post } = fakeApi([sold, followed, notification({ id: 'n3' })]);
    renderWithProviders(<NotificationsMenu />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const menu = await openMenu();
    const [first, second] = within(menu).getAllByRole('menuitem').filter((item) => item.textContent !== 'Mark all as read');
    fireEvent.click(first!, { detail: 1 });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/client_side_api/notifications/{id}/mark_as_read', expect.objectContaining({ params: { path: { id: 'n1' } } })));
    // The menu stays open for the next one; a read one is not marked again.
    expect(menu.isConnected).toBe(true);
    fireEvent.click(second!, { detail: 1 });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/client_side_api/notifications/mark_all_as_read', expect.anything()));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('opens what a notification is about from the keyboard, marking it read', async () => {
    const { post } = fakeApi([followed, notification({ id: 'n3', content: 'Ola bought 1 ticket to <a href="/event/e3">Blue Hour</a>' })]);
    const { router } = renderWithProviders(<NotificationsMenu />);
    const menu = await openMenu();
    const item = within(menu).getByRole('menuitem', { name: /Blue Hour/ });
    item.focus();
    fireEvent.keyDown(item, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/e3'));
    expect(post).toHaveBeenCalledWith('/client_side_api/notifications/{id}/mark_as_read', expect.objectContaining({ params: { path: { id: 'n3' } } }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('follows a link of the content inside the app and closes', async () => {
    fakeApi([followed]);
    const { router } = renderWithProviders(<NotificationsMenu />);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('link', { name: 'Maya Lind' }), { detail: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/maya'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('asks again every 30 seconds and shows new unread business notifications as a message for 20 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refunded = notification({ id: 'n4', content: 'The <b>VIP</b> ticket of Sam was refunded', createdAt: minutesAgo(0) });
    const newFollower = notification({ id: 'n5', kind: 'social', content: 'Ola started following you' });
    const { get } = fakeApi([sold], [refunded, newFollower, sold]);
    renderWithProviders(<NotificationsMenu />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // What waited before the page opened is counted, not announced.
    expect(toast).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS));
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(get).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast).mock.calls[0]![1]).toEqual({ id: 'n4', duration: 20_000 });
  });

  it('knows which business notifications are new', () => {
    expect(newBusinessNotifications(null, [sold])).toEqual([]);
    expect(newBusinessNotifications(new Set(['n1']), [sold, notification({ id: 'n6' }), notification({ id: 'n7', read: true }), notification({ id: 'n8', kind: 'social' })]).map((n) => n.id)).toEqual([
      'n6',
    ]);
  });
});
