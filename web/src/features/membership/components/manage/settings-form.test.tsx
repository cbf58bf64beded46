import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import type { MembershipSettings } from '../../api/manage';
import { MembershipSettingsForm } from './settings-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const ownerId = '6f1c1b1e-8a4b-4c0e-9d7e-2b3c4d5e6f70';
const privateUuid = '0b7c6a2e-4f1d-4c3b-9a8e-1d2c3b4a5f60';
const settings = (overrides: Partial<MembershipSettings> = {}): MembershipSettings =>
  ({ title: 'Join us', description: 'Support the hall.', status: 'public', membershipPrivateUuid: privateUuid, stripeConnected: true, fee: 5, type: 'School', ...overrides }) as MembershipSettings;

type Patch = typeof fetchClient.PATCH;
const answer = (result: { data?: unknown; error?: unknown }) => Promise.resolve({ ...result, response: new Response() }) as ReturnType<Patch>;
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('membership settings form', () => {
  it('counts the hero text (56) and description (200) and refuses longer ones', async () => {
    const patch = vi.spyOn(fetchClient, 'PATCH');
    renderWithProviders(<MembershipSettingsForm ownerId={ownerId} username="riverside" settings={settings()} />);
    expect(await screen.findByText('7/56')).toBeTruthy();
    expect(screen.getByText('17/200')).toBeTruthy();
    expect(screen.getByText('Limelight fee: 5%')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hero text'), { target: { value: 'x'.repeat(57) } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'y'.repeat(201) } });
    expect(screen.getByText('57/56')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toEqual(['Hero text must be at most 56 characters', 'Description must be at most 200 characters']));
    expect(patch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Hero text'), { target: { value: 'x'.repeat(56) } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'y'.repeat(200) } });
    await waitFor(() => expect(alerts()).toEqual([]));
  });

  it('shows the private link when private, regenerates it and saves', async () => {
    const patch = vi.spyOn(fetchClient, 'PATCH').mockImplementation((_path, init) => answer({ data: { ...settings(), ...(init as { body: object }).body, membershipPrivateUuid: (init as { body: { privateUuid: string } }).body.privateUuid } }));
    renderWithProviders(<MembershipSettingsForm ownerId={ownerId} username="riverside" settings={settings()} />);
    expect((await screen.findByRole('link', { name: /membership/ })).getAttribute('href')).toBe(`${window.location.origin}/o/riverside/membership`);
    expect(screen.queryByRole('button', { name: 'Regenerate link' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Private' }));
    expect(screen.getByRole('link', { name: /membership/ }).getAttribute('href')).toBe(`${window.location.origin}/o/riverside/membership/${privateUuid}`);
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate link' }));
    const regenerated = screen.getByRole('link', { name: /membership/ }).getAttribute('href')!;
    expect(regenerated).toMatch(/\/o\/riverside\/membership\/[0-9a-f-]{36}$/);
    expect(regenerated).not.toContain(privateUuid);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings updated'));
    expect(patch).toHaveBeenCalledWith('/client_side_api/v1/profile_management/membership_settings/{ownerId}', {
      params: { path: { ownerId } },
      body: { title: 'Join us', description: 'Support the hall.', status: 'private', privateUuid: regenerated.split('/').pop() },
    });
  });

  it('says so when saving fails', async () => {
    vi.spyOn(fetchClient, 'PATCH').mockImplementation(() => answer({ error: { message: 'Internal server error' } }));
    renderWithProviders(<MembershipSettingsForm ownerId={ownerId} username="nina" settings={settings({ type: 'User' })} />);
    expect((await screen.findByRole('link', { name: /membership/ })).getAttribute('href')).toBe(`${window.location.origin}/p/nina/membership`);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong, please try again'));
  });
});
