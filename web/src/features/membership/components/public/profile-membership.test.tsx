import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ProfileMembership } from './profile-membership';
import { ANONYMOUS, answerGets, owner, settings, tier } from './public.fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const api = (overrides: Parameters<typeof answerGets>[0] = {}) =>
  answerGets({
    '/client_side_api/v1/profiles/{username}': { data: owner() },
    '/client_side_api/v1/profiles/{id}/membership_settings': { data: settings() },
    '/client_side_api/v1/profiles/{id}/membership_tiers': { data: [tier()] },
    '/client_side_api/v1/memberships': { data: [] },
    '/client_side_api/v1/me': ANONYMOUS,
    ...overrides,
  });

describe('profile membership', () => {
  it('offers the Membership button to ?tab=membership when the owner has public tiers', async () => {
    api();
    renderWithProviders(<ProfileMembership username="riverside" type="school" />, { path: '/o/riverside' });
    expect((await screen.findByRole('link', { name: 'Membership' })).getAttribute('href')).toBe('/o/riverside?tab=membership');
    expect(screen.queryByRole('region', { name: 'Membership' })).toBeNull();
  });

  it('shows nothing when the owner has no public tiers', async () => {
    const get = api({ '/client_side_api/v1/profiles/{username}': { data: owner({ hasMembershipTiers: false }) } });
    renderWithProviders(<ProfileMembership username="riverside" type="school" tab="membership" />, { path: '/o/riverside?tab=membership' });
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Membership' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Membership' })).toBeNull();
  });

  it('with tab=membership shows the hero of the settings and the tier cards', async () => {
    api();
    renderWithProviders(<ProfileMembership username="riverside" type="school" tab="membership" />, { path: '/o/riverside?tab=membership' });
    const section = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(section).findByRole('heading', { name: 'Join the Riverside family' })).toBeTruthy();
    expect(within(section).getByText('Members keep the lights on.')).toBeTruthy();
    expect(await within(section).findByRole('heading', { name: 'Friends' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('waits for the settings before the hero, so the default heading never flashes before the owner\'s own', async () => {
    const SETTINGS = '/client_side_api/v1/profiles/{id}/membership_settings';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const get = api();
    const answerNow = get.getMockImplementation() as unknown as (path: string, init: unknown) => Promise<unknown>;
    get.mockImplementation(((path: string, init: unknown) => (path === SETTINGS ? gate.then(() => answerNow(path, init)) : answerNow(path, init))) as never);
    renderWithProviders(<ProfileMembership username="riverside" type="school" tab="membership" />, { path: '/o/riverside?tab=membership' });
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith(SETTINGS, expect.anything()));
    expect(screen.queryByRole('heading', { name: 'Choose your membership' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Join the Riverside family' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose your membership' })).toBeNull();
  });
});
