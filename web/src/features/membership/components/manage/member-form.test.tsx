import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { tiersQuery, type Member } from '../../api/manage';
import { OWNER_ID, price, tier } from './manage.fixtures';
import { MemberForm, MemberFormPage } from './member-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
});

const ownerId = OWNER_ID;
const listPath = '/manage/riverside/memberships/members';
const answer = (data: unknown) => Promise.resolve({ data, response: new Response() });

const tiers = [tier()];

const saved = {
  id: 'm1',
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  tierId: 't1',
  priceInterval: 'month',
  // Noon on 5 March: the 5th in every time zone the tests run in.
  expiresAt: '2027-03-05T12:00:00.000Z',
  addedManually: true,
} as Member;

/** The API's value for a chosen day: its last moment in the browser's time zone. */
const endOf = (year: number, month: number, day: number) => new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();

const expiresOn = () => screen.getByLabelText('Expires on') as HTMLInputElement;

describe('member form: Expires on', () => {
  it('sends the chosen day as the end of the membership, and no expiry when left empty', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer(saved) as ReturnType<typeof fetchClient.POST>);
    const { router } = renderWithProviders(<MemberForm ownerId={ownerId} tiers={tiers} listPath={listPath} />, { path: `${listPath}/new` });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' Ada@Example.com ' } });
    fireEvent.change(screen.getByLabelText(/^Tier/), { target: { value: 't1' } });
    fireEvent.change(screen.getByLabelText(/^Price interval/), { target: { value: 'month' } });
    expect(expiresOn().value).toBe('');
    fireEvent.change(expiresOn(), { target: { value: '2027-03-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/profile_management/membership_subscriptions', {
      body: { ownerId, name: 'Ada Lovelace', email: 'ada@example.com', tierId: 't1', priceInterval: 'month', expiresAt: endOf(2027, 3, 5) },
    });
    expect(toast.success).toHaveBeenCalledWith('Invitation sent');

    cleanup();
    post.mockClear();
    renderWithProviders(<MemberForm ownerId={ownerId} tiers={tiers} listPath={listPath} />, { path: `${listPath}/new` });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Grace Hopper' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'grace@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Tier/), { target: { value: 't1' } });
    fireEvent.change(screen.getByLabelText(/^Price interval/), { target: { value: 'month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({ body: { email: 'grace@example.com', expiresAt: null } });
  });

  it('shows the saved expiry; a cleared day removes it, an untouched one is not sent', async () => {
    const patch = vi.spyOn(fetchClient, 'PATCH').mockImplementation(() => answer(saved) as ReturnType<typeof fetchClient.PATCH>);
    renderWithProviders(<MemberForm ownerId={ownerId} saved={saved} tiers={tiers} listPath={listPath} />, { path: `${listPath}/edit` });
    await screen.findByRole('heading', { name: 'Edit member' });
    expect(expiresOn().value).toBe('2027-03-05');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch.mock.calls[0]![1]).toEqual({ params: { path: { id: 'm1' } }, body: { name: 'Ada King', tierId: 't1', priceInterval: 'month' } });

    cleanup();
    patch.mockClear();
    renderWithProviders(<MemberForm ownerId={ownerId} saved={saved} tiers={tiers} listPath={listPath} />, { path: `${listPath}/edit` });
    fireEvent.change(await screen.findByLabelText('Expires on'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch.mock.calls[0]![1]).toEqual({ params: { path: { id: 'm1' } }, body: { name: 'Ada Lovelace', tierId: 't1', priceInterval: 'month', expiresAt: null } });
    expect(toast.success).toHaveBeenCalledWith('Member updated');
  });
});

describe('member form: tier and interval', () => {
  it('keeps the chosen interval when the next tier has it too, and asks again when it does not', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer(saved) as ReturnType<typeof fetchClient.POST>);
    const twoTiers = [
      tier({ prices: [price('p1', 2000, 'month'), price('p2', 20000, 'year')] }),
      tier({ id: 't2', name: 'Patrons', prices: [price('p3', 5000, 'month')] }),
    ];
    renderWithProviders(<MemberForm ownerId={ownerId} tiers={twoTiers} listPath={listPath} />, { path: `${listPath}/new` });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    const interval = () => screen.getByLabelText(/^Price interval/) as HTMLSelectElement;
    fireEvent.change(screen.getByLabelText(/^Tier/), { target: { value: 't1' } });
    fireEvent.change(interval(), { target: { value: 'month' } });
    fireEvent.change(screen.getByLabelText(/^Tier/), { target: { value: 't2' } });
    expect(interval().value).toBe('month');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({ body: { tierId: 't2', priceInterval: 'month' } });

    cleanup();
    post.mockClear();
    renderWithProviders(<MemberForm ownerId={ownerId} tiers={twoTiers} listPath={listPath} />, { path: `${listPath}/new` });
    fireEvent.change(await screen.findByLabelText(/^Tier/), { target: { value: 't1' } });
    fireEvent.change(interval(), { target: { value: 'year' } });
    fireEvent.change(screen.getByLabelText(/^Tier/), { target: { value: 't2' } });
    expect(interval().value).toBe('');
  });

  it('an edit address without a member id says the member was not found instead of offering the Add form', async () => {
    renderWithProviders(<MemberFormPage ownerId={ownerId} username="riverside" memberId="" />, { path: `${listPath}/edit`, data: [[tiersQuery(ownerId).queryKey, tiers]] });
    expect((await screen.findByRole('alert')).textContent).toBe('Member not found');
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});
