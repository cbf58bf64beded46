import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { currentUserQuery, profileQuery, type CurrentUser, type Profile } from '../api/accounts';
import { canManageProfile, formatCount, PROFILE_MESSAGES, ProfileOverview, ProfilePage } from './profile-page';

afterEach(cleanup);

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
  organizations: [],
  ...overrides,
});

describe('who may manage a profile', () => {
  const org = { id: 'o1', name: 'Riverside', username: 'riverside', avatar: null, type: 'School' as const, developerZone: false };
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

  it('abbreviates big numbers', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(2_500_000)).toBe('2.5m');
  });
});
