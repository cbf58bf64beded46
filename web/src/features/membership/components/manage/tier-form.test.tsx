import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { benefitsQuery, membershipSettingsQuery, ownerSettingsQuery, type MembershipTier } from '../../api/manage';
import { OWNER_ID, price, tier } from './manage.fixtures';
import { TierForm, TierFormPage } from './tier-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
});

const ownerId = OWNER_ID;
const listPath = '/manage/riverside/memberships/tiers';
const benefits = [
  { id: 'b1', label: '10% off every show' },
  { id: 'b2', label: '$5 off matinees' },
];

type Post = typeof fetchClient.POST;
const answer = (result: { data?: unknown; error?: unknown }) => Promise.resolve({ ...result, response: new Response() }) as ReturnType<Post>;

const savedTier = (overrides: Partial<MembershipTier> = {}): MembershipTier =>
  tier({
    emailText: 'Thank you!',
    validSubscriptionsLimit: 50,
    remaining: 48,
    membersCount: 2,
    revenue: 4000,
    discountIds: ['b2'],
    discounts: [{ id: 'b2', name: '$5 off matinees' }],
    prices: [price('p1', 2000, 'month', { subscriptionsCount: 2 }), price('p2', 20000, 'year')],
    ...overrides,
  });

const amount = (n: number) => within(screen.getByRole('group', { name: `Price ${n}` })).getByLabelText(/Amount/) as HTMLInputElement;
const interval = (n: number) => within(screen.getByRole('group', { name: `Price ${n}` })).getByLabelText('Interval') as HTMLSelectElement;
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('tier form', () => {
  it('counts the name and refuses missing fields and amounts outside 1–10000 before anything is sent', async () => {
    const post = vi.spyOn(fetchClient, 'POST');
    renderWithProviders(<TierForm ownerId={ownerId} currency="usd" benefits={benefits} listPath={listPath} />);
    const name = await screen.findByLabelText(/^Name/);
    expect(screen.getByText('0/100')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Patrons' } });
    expect(screen.getByText('7/100')).toBeTruthy();
    fireEvent.change(name, { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Create tier' }));
    await waitFor(() => expect(alerts()).toEqual(['Name is required', 'Description is required', 'Price is required']));

    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Support the hall.' } });
    fireEvent.change(amount(1), { target: { value: '10001' } });
    fireEvent.change(screen.getByLabelText(/^Capacity/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tier' }));
    await waitFor(() => expect(alerts()).toEqual(['Name must be at most 100 characters', 'Capacity must be at least 1', 'Price must be between 1 and 10000']));
    expect(screen.getByText('101/100')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds a second price for the other interval, at most two, refuses one interval twice, and sends minor units in order', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: savedTier() }));
    const { router } = renderWithProviders(<TierForm ownerId={ownerId} currency="usd" benefits={benefits} listPath={listPath} />, { path: `${listPath}/new` });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Friends' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Support the hall.' } });
    fireEvent.change(amount(1), { target: { value: '10000' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add a second price' }));
    expect(interval(2).value).toBe('year');
    expect(screen.queryByRole('button', { name: 'Add a second price' })).toBeNull();
    fireEvent.change(amount(2), { target: { value: '99.50' } });
    fireEvent.change(interval(2), { target: { value: 'month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tier' }));
    expect(await screen.findByText('Each interval may have one price')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(interval(2), { target: { value: 'year' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '$5 off matinees' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create tier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(listPath));
    expect(post).toHaveBeenCalledWith('/client_side_api/v1/profile_management/membership_tiers', {
      body: {
        ownerId,
        name: 'Friends',
        description: 'Support the hall.',
        emailText: '',
        validSubscriptionsLimit: null,
        prices: [
          { price: 1000000, interval: 'month' },
          { price: 9950, interval: 'year' },
        ],
        discountIds: ['b2'],
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Tier created');
  });

  it('shows prices with subscribers read-only with a note, and only the others can be removed', async () => {
    vi.spyOn(fetchClient, 'PATCH').mockImplementation(() => answer({ data: savedTier() }) as ReturnType<typeof fetchClient.PATCH>);
    renderWithProviders(<TierForm ownerId={ownerId} saved={savedTier()} currency="usd" benefits={benefits} listPath={listPath} />);
    await screen.findByRole('heading', { name: 'Edit tier' });
    expect(amount(1).value).toBe('20');
    expect(amount(1).readOnly).toBe(true);
    expect(interval(1).disabled).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Price 1' })).getByText('Prices with subscribers cannot be changed')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Price 1' })).queryByRole('button', { name: 'Remove price' })).toBeNull();
    expect(amount(2).readOnly).toBe(false);
    expect((screen.getByLabelText(/^Capacity/) as HTMLInputElement).value).toBe('50');
    expect((screen.getByRole('checkbox', { name: '$5 off matinees' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(screen.getByRole('group', { name: 'Price 2' })).getByRole('button', { name: 'Remove price' }));
    expect(screen.queryByRole('group', { name: 'Price 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a second price' })).toBeTruthy();
  });

  it('shows every message the API sends, and the seeds’ message when a create fails without one', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ error: [{ message: 'Name is required' }, { message: 'Connect payments before creating memberships' }] }));
    renderWithProviders(<TierForm ownerId={ownerId} currency="usd" benefits={benefits} listPath={listPath} />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Friends' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Support the hall.' } });
    fireEvent.change(amount(1), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tier' }));
    const list = await screen.findByRole('alert', { name: 'Errors' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Name is required', 'Connect payments before creating memberships']);

    post.mockImplementation(() => answer({ error: { statusCode: 500 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Create tier' }));
    await waitFor(() => expect(within(screen.getByRole('alert', { name: 'Errors' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['An error occurred while saving the tier']));
  });
});

describe('tier form page', () => {
  it('an edit address without a tier id says the tier was not found instead of offering the New form', async () => {
    const data: [readonly unknown[], unknown][] = [
      [benefitsQuery({ ownerId, status: 'active' }).queryKey, []],
      [membershipSettingsQuery(ownerId).queryKey, { stripeConnected: true }],
      [ownerSettingsQuery(ownerId).queryKey, { currency: 'usd' }],
    ];
    renderWithProviders(<TierFormPage ownerId={ownerId} ownerType="School" username="riverside" tierId="" />, { path: `${listPath}/edit`, data });
    expect((await screen.findByRole('alert')).textContent).toBe('Tier not found');
    expect(screen.queryByRole('button', { name: 'Create tier' })).toBeNull();
  });
});
