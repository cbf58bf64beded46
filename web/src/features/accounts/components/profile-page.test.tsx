import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { profileQuery, type Profile } from '../api/accounts';
import { currentUserQuery, type CurrentUser } from '../../../lib/current-user';
import type { ProfileEventCard } from '../api/profile-events';
import { PROFILE_MESSAGES } from '../profile-rules';
import { canManageProfile, ProfileOverview, ProfilePage, type ProfileSearch, type ProfileSlots } from './profile-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'p1',
  name: 'Maya Lind',
  username: 'maya',
  identifier: 'maya',
  type: 'user',
  avatar: null,
  avatarThumbnail: null,
  banner: null,
  description: '',
  fullDescription: '',
  followersCount: 1234,
  followingCount: 5,
  following: false,
  organizations: [{ id: 'o1', username: 'riverside', name: 'Riverside Arts Collective', avatar: null }],
  hasVideos: false,
  hasEvents: false,
  hasMembershipTiers: false,
  membershipStatus: 'public',
  member: false,
  timezone: 'UTC',
  currency: 'usd',
  artist: true,
  social: {},
  ...overrides,
});

const me = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u9',
  name: 'Ada',
  username: 'ada',
  email: 'ada@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: false,
  organizations: [],
  ...overrides,
});

describe('who may manage a profile', () => {
  const org = { id: 'o1', name: 'Riverside', username: 'riverside', avatar: null, type: 'School' as const, developerZone: false, referralTracker: false };
  it('is the profile’s user, an owner or admin of the organization, or a site admin', () => {
    expect(canManageProfile(undefined, { id: 'p1' })).toBe(false);
    expect(canManageProfile(me({ id: 'p1' }), { id: 'p1' })).toBe(true);
    expect(canManageProfile(me(), { id: 'p1' })).toBe(false);
    expect(canManageProfile(me({ siteAdmin: true }), { id: 'p1' })).toBe(true);
    expect(canManageProfile(me({ organizations: [{ ...org, owner: true, admin: false }] }), { id: 'o1' })).toBe(true);
    expect(canManageProfile(me({ organizations: [{ ...org, owner: false, admin: true }] }), { id: 'o1' })).toBe(true);
    expect(canManageProfile(me({ organizations: [{ ...org, owner: false, admin: false }] }), { id: 'o1' })).toBe(false);
  });
});

describe('profile overview', () => {
  it('shows name, handle, counts with organizations for users, and the empty message', async () => {
    renderWithProviders(<ProfileOverview profile={profile()} canManage={false} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Lind' })).toBeTruthy();
    expect(screen.getByText('@maya')).toBeTruthy();
    expect(screen.getByText('1.2k').parentElement?.textContent).toBe('1.2k followers');
    expect(screen.getByText('5').parentElement?.textContent).toBe('5 following');
    expect(screen.getByText('1').parentElement?.textContent).toBe('1 organizations');
    expect(screen.getByText(PROFILE_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  });

  it('has no organizations count for organizations; Manage goes to their events', async () => {
    renderWithProviders(<ProfileOverview profile={profile({ type: 'school', username: 'riverside', organizations: [] })} canManage />);
    expect((await screen.findByRole('link', { name: 'Manage' })).getAttribute('href')).toBe('/manage/riverside/events');
    expect(screen.queryByText(/organizations/)).toBeNull();
  });

  it('is not empty with an About, and links only safe social addresses', async () => {
    renderWithProviders(
      <ProfileOverview
        profile={profile({ fullDescription: '<p>Jazz <b>singer</b></p>', social: { instagramUrl: 'https://instagram.com/maya', webUrl: 'javascript:alert(1)', email: 'maya@limelight.example' } })}
        canManage
      />,
    );
    expect(await screen.findByText('Jazz singer')).toBeTruthy();
    expect(screen.queryByText(PROFILE_MESSAGES.empty)).toBeNull();
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.com/maya');
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('mailto:maya@limelight.example');
    expect(screen.queryByRole('link', { name: 'Website' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/manage/maya/settings/account');
  });

  it('shows Manage to the profile’s own user on the page', async () => {
    renderWithProviders(<ProfilePage username="maya" type="user" />, {
      data: [
        [profileQuery('maya', 'user').queryKey, profile()],
        [currentUserQuery.queryKey, me({ id: 'p1', username: 'maya' })],
      ],
    });
    expect(await screen.findByRole('link', { name: 'Manage' })).toBeTruthy();
  });
});

const event = (n: number) => ({ id: `e${n}`, name: `Concert ${n}` }) as ProfileEventCard;

/** Stand-ins for the other parts' content, so the tests see which one the page shows where. */
const slots: ProfileSlots = {
  membership: (view) => <p>membership {view}</p>,
  events: (events) => (
    <ul aria-label="Event cards">
      {events.map((e) => (
        <li key={e.id}>{e.name}</li>
      ))}
    </ul>
  ),
  videos: (ownerId, limit) => <p>videos of {ownerId}, {limit ?? 'all'}</p>,
};

const previewKey = ['get', '/client_side_api/v1/profiles/{id}/events', { params: { path: { id: 'p1' }, query: { page: 1, perPage: 3 } } }] as const;

function renderPage(p: Profile, search: ProfileSearch = {}, extra: [readonly unknown[], unknown][] = [], onSearchChange = vi.fn()) {
  return renderWithProviders(<ProfilePage username={p.username} type={p.type} search={search} onSearchChange={onSearchChange} slots={slots} />, {
    path: `/p/${p.username}`,
    data: [[profileQuery(p.username, p.type).queryKey, p], [currentUserQuery.queryKey, me()], ...extra],
  });
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Profile' })).getAllByRole('link');

describe('profile tabs', () => {
  const full = profile({ hasEvents: true, hasVideos: true, hasMembershipTiers: true, description: 'Jazz singer' });

  it('lists only the tabs with content and shows the requested one', async () => {
    renderPage(profile({ hasVideos: true }), { tab: 'videos' });
    await screen.findByRole('navigation', { name: 'Profile' });
    expect(tabs().map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['All', '/p/maya?tab=all'],
      ['Videos', '/p/maya?tab=videos'],
    ]);
    expect(screen.getByRole('link', { name: 'Videos' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('videos of p1, all')).toBeTruthy();
  });

  it('falls back to All for a tab without content', async () => {
    renderPage(profile({ hasVideos: true }), { tab: 'membership' });
    expect((await screen.findByRole('link', { name: 'All' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('videos of p1, 6')).toBeTruthy();
    expect(screen.queryByText(/^membership/)).toBeNull();
  });

  it('shows on All the membership call to action, 3 upcoming events with View all when there are more, and 6 videos on wide screens', async () => {
    renderPage(full, {}, [[previewKey, { data: [event(1), event(2), event(3)], totalCount: 4 }]]);
    expect(await screen.findByText('membership all')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Event cards' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Concert 1', 'Concert 2', 'Concert 3']);
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/p/maya?tab=events');
    expect(screen.getByText('videos of p1, 6')).toBeTruthy();
    expect(tabs().map((t) => t.textContent)).toEqual(['All', 'Membership', 'Events', 'Videos', 'About']);
  });

  it('shows 3 videos on All on phones (below 768 px)', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(max-width: 767px)', addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderPage(profile({ hasVideos: true }));
      expect(await screen.findByText('videos of p1, 3')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has no View all with 3 upcoming events or fewer', async () => {
    renderPage(full, {}, [[previewKey, { data: [event(1), event(2), event(3)], totalCount: 3 }]]);
    await screen.findByRole('list', { name: 'Event cards' });
    expect(screen.queryByRole('link', { name: 'View all' })).toBeNull();
  });

  it('shows the membership hero and tiers on the Membership tab, and the whole About with social links on About', async () => {
    renderPage(full, { tab: 'membership' });
    expect(await screen.findByText('membership membership')).toBeTruthy();
    cleanup();
    renderPage(profile({ description: 'Jazz singer', social: { instagramUrl: 'https://instagram.com/maya' } }), { tab: 'about' });
    expect((await screen.findByRole('region', { name: 'About' })).textContent).toContain('Jazz singer');
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
  });

  it('shows no tabs but the empty message for an empty profile', async () => {
    renderPage(profile(), { tab: 'all' });
    expect(await screen.findByText(PROFILE_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Profile' })).toBeNull();
  });

  it('shows the counts, which open the followers modal on their tab', async () => {
    const followersKey = ['get', '/client_side_api/follows/followers', { params: { query: { id: 'p1' } } }] as const;
    const follower = { id: 'f1', name: 'Bartholomew Jones-Whitaker', username: 'bart', type: 'user', avatar: null, avatarThumbnail: null, following: false };
    renderPage(profile({ followersCount: 1234 }), {}, [[followersKey, { pages: [[follower]], pageParams: [1] }]]);
    fireEvent.click(await screen.findByRole('button', { name: '1.2k followers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Followers' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Following', 'Followers', 'Organizations']);
    // Names are cut at 15 characters on screen; the links keep the whole name for screen readers.
    const row = within(dialog).getByRole('link', { name: 'Bartholomew Jones-Whitaker' });
    expect(row.getAttribute('href')).toBe('/p/bart');
    expect(row.textContent).toContain('Bartholomew Jon…');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Organizations' }));
    const organization = within(dialog).getByRole('link', { name: 'Riverside Arts Collective' });
    expect(organization.getAttribute('href')).toBe('/o/riverside');
    expect(organization.textContent).toContain('Riverside Arts …');
  });

  it('lists past events on the Events tab when nothing is upcoming, and keeps the chosen category in the URL', async () => {
    const courses = (path: string) => ['get', path, { params: { path: { type: 'users' }, query: { id: 'p1' } } }] as const;
    const categories = ['get', '/client_side_api/{type}/courses/categories', { params: { path: { type: 'users' }, query: { id: 'p1', past: 'true' } } }] as const;
    const onSearchChange = vi.fn();
    renderPage(
      profile({ hasEvents: true }),
      { tab: 'events' },
      [
        [courses('/client_side_api/{type}/courses'), { pages: [[]], pageParams: [1] }],
        [courses('/client_side_api/{type}/courses/past'), { pages: [[event(8), event(9)]], pageParams: [1] }],
        [categories, [{ id: 'c1', name: 'Jazz' }]],
      ],
      onSearchChange,
    );
    const when = (await screen.findByRole('combobox', { name: 'When' })) as HTMLSelectElement;
    expect(when.value).toBe('past');
    expect(within(screen.getByRole('list', { name: 'Event cards' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Concert 8', 'Concert 9']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'c1' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ category: 'c1' });
    fireEvent.change(when, { target: { value: 'upcoming' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ filterDate: 'upcoming', category: undefined });
  });
});

describe('a profile that cannot be shown', () => {
  /** The profile request answers `status` with the API's `{ message }`; `me` answers 401. */
  const answerProfile = (status: number, message: string) =>
    vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) =>
      Promise.resolve(
        path === '/client_side_api/v1/profiles/{username}'
          ? { error: { message }, response: new Response(null, { status }) }
          : { error: { message: 'Unauthorized' }, response: new Response(null, { status: 401 }) },
      )) as unknown as typeof fetchClient.GET);
  const show = () => renderWithProviders(<ProfilePage username="nobody" type="user" />, { path: '/p/nobody' });

  it("says the profile wasn't found when the API answers 404, in the API's words", async () => {
    answerProfile(404, "Sorry! That profile wasn't found.");
    show();
    expect((await screen.findByRole('alert')).textContent).toBe("Sorry! That profile wasn't found.");
    expect(document.title).toContain('Profile not found');
  });

  it('decides by the status, not by the text', async () => {
    answerProfile(404, 'Not Found');
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_MESSAGES.notFound);
  });

  it('asks to try again when the profile could not be loaded, even if the text reads like a missing profile', async () => {
    answerProfile(500, PROFILE_MESSAGES.notFound);
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_MESSAGES.loadFailed);
  });
});
