import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import type { Profile } from '../api/accounts';
import type { FollowProfile } from '../api/follow-lists';
import { PROFILE_LIST_PAGE_SIZE } from '../profile-rules';
import { FollowersModal } from './followers-modal';

/** jsdom has no IntersectionObserver: this one reports an observed element in view when the test says so. */
class FakeIntersectionObserver {
  static observed: { observer: FakeIntersectionObserver; report: () => void }[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
    FakeIntersectionObserver.observed.push({ observer: this, report: () => this.callback([entry], this as unknown as IntersectionObserver) });
  }
  disconnect() {
    FakeIntersectionObserver.observed = FakeIntersectionObserver.observed.filter((o) => o.observer !== this);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.observed = [];
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const person = (n: number): FollowProfile => ({ id: `f${n}`, name: `Fan ${n}`, username: `fan${n}`, type: 'user', avatar: null, avatarThumbnail: null, following: false });

const maya = {
  id: 'p1',
  name: 'Maya Lind',
  type: 'user',
  organizations: [{ id: 'o1', username: 'riverside', name: 'Riverside', avatar: null }],
} as unknown as Profile;

const listKey = (list: 'followers' | 'following') => ['get', `/client_side_api/follows/${list}`, { params: { query: { id: 'p1' } } }] as const;

function open(profile: Profile, initialTab: 'followers' | 'following' | 'organizations', followers: FollowProfile[][] = [[person(1)]]) {
  return renderWithProviders(<FollowersModal profile={profile} initialTab={initialTab} onClose={() => undefined} />, {
    data: [
      [listKey('followers'), { pages: followers, pageParams: followers.map((_, i) => i + 1) }],
      [listKey('following'), { pages: [[person(99)]], pageParams: [1] }],
    ],
  });
}

const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Connections' })).getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('the followers modal tabs', () => {
  it('ties the selected tab to the one panel, with only that tab in the Tab order', async () => {
    open(maya, 'followers');
    const panel = await screen.findByRole('tabpanel', { name: 'Followers' });
    for (const t of screen.getAllByRole('tab')) expect(t.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(within(panel).getByRole('link', { name: 'Fan 1' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping round, and shows their lists', async () => {
    open(maya, 'followers');
    fireEvent.keyDown(await screen.findByRole('tab', { name: 'Followers' }), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Organizations']);
    expect(document.activeElement).toBe(tab('Organizations'));
    expect(within(screen.getByRole('tabpanel', { name: 'Organizations' })).getByRole('link', { name: 'Riverside' }).getAttribute('href')).toBe('/o/riverside');

    fireEvent.keyDown(tab('Organizations'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Following']);
    expect(within(screen.getByRole('tabpanel', { name: 'Following' })).getByRole('link', { name: 'Fan 99' })).toBeTruthy();

    fireEvent.keyDown(tab('Following'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Organizations']);
    fireEvent.keyDown(tab('Organizations'), { key: 'Home' });
    expect(selected()).toEqual(['Following']);
    fireEvent.keyDown(tab('Following'), { key: 'End' });
    expect(selected()).toEqual(['Organizations']);
    expect(document.activeElement).toBe(tab('Organizations'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('offers organizations no Organizations tab, and other keys leave the selection alone', async () => {
    open({ ...maya, type: 'school' } as Profile, 'organizations');
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Following', 'Followers']);
    expect(selected()).toEqual(['Followers']);
    fireEvent.keyDown(tab('Followers'), { key: 'ArrowDown' });
    fireEvent.keyDown(tab('Followers'), { key: 'a' });
    expect(selected()).toEqual(['Followers']);
    fireEvent.keyDown(tab('Followers'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Following']);
  });

  it('loads the next page of followers when the end of the list comes into view', async () => {
    const firstPage = Array.from({ length: PROFILE_LIST_PAGE_SIZE }, (_, i) => person(i + 1));
    const get = vi
      .spyOn(fetchClient, 'GET')
      .mockImplementation((() => Promise.resolve({ data: [person(100)], response: new Response(null, { status: 200 }) })) as unknown as typeof fetchClient.GET);
    open(maya, 'followers', [firstPage]);
    expect(await screen.findByRole('link', { name: `Fan ${PROFILE_LIST_PAGE_SIZE}` })).toBeTruthy();
    await waitFor(() => expect(FakeIntersectionObserver.observed.length).toBe(1));
    expect(screen.queryByRole('link', { name: 'Fan 100' })).toBeNull();

    FakeIntersectionObserver.observed[0].report();
    expect(await screen.findByRole('link', { name: 'Fan 100' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/client_side_api/follows/followers', expect.objectContaining({ params: { query: { id: 'p1', page: 2 } } }));
    // A short page is the last: nothing more is watched for.
    await waitFor(() => expect(FakeIntersectionObserver.observed).toEqual([]));
  });
});
