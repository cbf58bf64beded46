import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { CurrentUser } from '../../../lib/current-user';
import { userMenuEntries } from './user-links';
import { UserMenu } from './user-menu';

afterEach(cleanup);

const organization = (name: string, username: string, role: { owner?: boolean; admin?: boolean } = { owner: true, admin: true }) => ({
  id: `id-${username}`,
  name,
  username,
  avatar: null,
  type: 'School' as const,
  owner: !!role.owner,
  admin: !!role.admin,
  developerZone: false,
  referralTracker: false,
});

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  name: 'Maya Lind',
  username: 'maya',
  email: 'maya@limelight.example',
  type: 'User',
  avatar: null,
  siteAdmin: false,
  developerZone: false,
  referralTracker: false,
  organizations: [organization('Riverside Arts Collective', 'riverside')],
  ...overrides,
});

async function openMenu() {
  const trigger = await screen.findByRole('button', { name: 'User menu' });
  await act(async () => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return screen.findByRole('menu');
}

describe('user menu', () => {
  it('lists the seeds’ entries in order, one events entry per account', () => {
    expect(userMenuEntries(user()).map((e) => [e.label, e.href])).toEqual([
      ['Create An Event', '/event/new'],
      ['My Tickets', '/manage/maya/tickets-and-subscriptions/tickets'],
      ['Profile', '/p/maya'],
      ['Settings', '/manage/maya/settings/account'],
      ['Maya Lind', '/manage/maya/events'],
      ['Riverside Arts Col…', '/manage/riverside/events'],
      ['Create an organization', '/schools/new'],
    ]);
  });

  it('lists only organizations the user owns or administers', () => {
    const member = user({ organizations: [organization('Owned', 'owned', { owner: true }), organization('Just a member', 'member', {})] });
    expect(userMenuEntries(member).map((e) => e.label)).toContain('Owned');
    expect(userMenuEntries(member).map((e) => e.label)).not.toContain('Just a member');
  });

  it('shows Super Admin to site admins only', async () => {
    renderWithProviders(<UserMenu user={user()} />);
    const menu = await openMenu();
    expect(menu.textContent).not.toContain('Super Admin');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    cleanup();

    renderWithProviders(<UserMenu user={user({ siteAdmin: true })} />);
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Super Admin' }).getAttribute('href')).toBe('/super_admin');
  });

  it('cuts organization names at 18 characters with an ellipsis and keeps the full name as a tooltip', async () => {
    renderWithProviders(<UserMenu user={user()} />);
    await openMenu();
    const entry = screen.getByRole('menuitem', { name: 'Riverside Arts Col…' });
    expect(entry.getAttribute('href')).toBe('/manage/riverside/events');
    expect(entry.getAttribute('title')).toBe('Riverside Arts Collective');
  });
});
