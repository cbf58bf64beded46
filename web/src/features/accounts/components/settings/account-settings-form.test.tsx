import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { renderWithProviders } from '../../../../test/render';
import { fetchClient } from '../../../../lib/api/client';
import type { ProfileSettings } from '../../api/settings';
import { AccountSettingsForm } from './account-settings-form';
import { settingsTabs } from './settings-layout';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const settings = (overrides: Partial<ProfileSettings> = {}): ProfileSettings => ({
  id: '6f1c1d1e-0000-4000-8000-000000000001',
  type: 'User',
  name: 'Nina Simone',
  username: 'nina',
  email: 'nina@example.com',
  publicEmail: null,
  phone: '+15555550123',
  description: 'Pianist.',
  timezone: 'America/New_York',
  currency: 'usd',
  avatar: null,
  banner: null,
  websiteUrl: 'https://nina.example',
  instagramUrl: null,
  facebookUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  tiktokUrl: null,
  googleAnalyticsId: null,
  metaPixelId: null,
  googleTagManagerContainerId: null,
  stripeAccountId: null,
  developerZone: false,
  referralTracker: false,
  canDelete: true,
  ...overrides,
});

type Patch = typeof fetchClient.PATCH;
const answer = (result: { data?: unknown; error?: unknown }) => Promise.resolve({ ...result, response: new Response() }) as ReturnType<Patch>;

describe('account settings form', () => {
  it('shows the saved settings, the read-only sign-in e-mail and the bio counter', async () => {
    renderWithProviders(<AccountSettingsForm settings={settings()} native={false} />);
    expect(((await screen.findByLabelText('Name *')) as HTMLInputElement).value).toBe('Nina Simone');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('8/10000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'Pianist and singer.' } });
    expect(screen.getByText('19/10000')).toBeTruthy();
    const zone = screen.getByLabelText(/Time zone/) as HTMLSelectElement;
    expect(zone.selectedOptions[0]!.textContent).toBe('(GMT-05:00) Eastern Time (US & Canada)');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('5555550123');
    expect((screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement).value).toBe('us');
  });

  it('checks fields as they are left and sends the name, username and only what changed', async () => {
    const patch = vi.spyOn(fetchClient, 'PATCH').mockImplementation(() => answer({ data: settings({ publicEmail: 'booking@nina.example' }) }));
    renderWithProviders(<AccountSettingsForm settings={settings()} native={false} />);
    const email = await screen.findByLabelText('Public email');
    fireEvent.change(email, { target: { value: 'booking' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Enter a valid email (e.g., name@example.com)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(email, { target: { value: 'booking@nina.example' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings updated successfully'));
    expect(patch).toHaveBeenCalledWith('/client_side_api/v1/profiles/{id}', expect.objectContaining({
      params: { path: { id: settings().id } },
      body: { name: 'Nina Simone', username: 'nina', settingAttributes: { email: 'booking@nina.example' } },
    }));
  });

  it('shows the API’s problems under their fields and says the update failed', async () => {
    vi.spyOn(fetchClient, 'PATCH').mockImplementation(() => answer({ error: [{ field: 'username', message: 'Username is already taken' }] }));
    renderWithProviders(<AccountSettingsForm settings={settings()} native={false} />);
    fireEvent.change(await screen.findByLabelText('Username *'), { target: { value: 'ella' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username is already taken')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to update settings');
  });

  it('opens the renamed account’s settings after a username change, keeping native', async () => {
    vi.spyOn(fetchClient, 'PATCH').mockImplementation(() => answer({ data: settings({ username: 'ninasimone' }) }));
    const { router } = renderWithProviders(<AccountSettingsForm settings={settings()} native />, { path: '/manage/nina/settings/account?native=true' });
    fireEvent.change(await screen.findByLabelText('Username *'), { target: { value: 'ninasimone' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.href).toBe('/manage/ninasimone/settings/account?native=true'));
  });

  it('asks before leaving with unsaved changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderWithProviders(<AccountSettingsForm settings={settings()} native={false} />, { path: '/manage/nina/settings/account' });
    fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'Nina' } });
    await act(async () => void router.navigate({ href: '/' }).catch(() => undefined));
    expect(confirm).toHaveBeenCalledWith('Leave page with unsaved changes?');
    expect(router.state.location.pathname).toBe('/manage/nina/settings/account');
  });

  it('offers deleting the account only to those who may, behind an irreversible warning', async () => {
    const remove = vi.spyOn(fetchClient, 'DELETE').mockImplementation(() => answer({ data: { message: 'Account deleted successfully' } }) as ReturnType<typeof fetchClient.DELETE>);
    const { unmount } = renderWithProviders(<AccountSettingsForm settings={settings({ canDelete: false })} native={false} />);
    await screen.findByLabelText('Name *');
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    unmount();

    const { router } = renderWithProviders(<AccountSettingsForm settings={settings({ type: 'School', email: null })} native={false} />, { path: '/manage/nina/settings/account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete organization' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This action is irreversible/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Deletion' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Account deleted successfully'));
    expect(remove).toHaveBeenCalledWith('/client_side_api/v1/profiles/{id}', expect.objectContaining({ params: { path: { id: settings().id } } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('settings tabs', () => {
  it('shows Payouts and (for organizations) Team, none of them in the native app, and keeps native in the links', () => {
    expect(settingsTabs({ username: 'nina', type: 'User' }, false).map((t) => t.label)).toEqual(['Account', 'Payouts']);
    expect(settingsTabs({ username: 'hall', type: 'School' }, false).map((t) => [t.label, t.href])).toEqual([
      ['Account', '/manage/hall/settings/account'],
      ['Payouts', '/manage/hall/settings/payouts'],
      ['Team', '/manage/hall/settings/team'],
    ]);
    expect(settingsTabs({ username: 'hall', type: 'School' }, true).map((t) => [t.label, t.href])).toEqual([['Account', '/manage/hall/settings/account?native=true']]);
  });
});
