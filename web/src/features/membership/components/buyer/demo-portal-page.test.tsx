import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { demoSubscriptionsQuery, type DemoSubscription } from '../../api/buyer';
import { DemoPortalPage } from './demo-portal-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ACTION = '/client_side_api/v1/demo_subscriptions/{subscriptionId}/{action}';

const subscription = (overrides: Partial<DemoSubscription> = {}): DemoSubscription => ({
  subscriptionId: 'sub1',
  tierName: 'Friends',
  priceId: 'p-month',
  amount: 2000,
  currency: 'usd',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: '2030-06-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  prices: [
    { id: 'p-month', amount: 2000, interval: 'month' },
    { id: 'p-year', amount: 20000, interval: 'year' },
  ],
  ...overrides,
});

type Post = typeof fetchClient.POST;
const answer = (result: { data?: unknown; error?: unknown }) => Promise.resolve({ ...result, response: new Response() }) as ReturnType<Post>;
const seeded = (list: DemoSubscription[]) => ({ data: [[demoSubscriptionsQuery('o1').queryKey, list]] as [readonly unknown[], unknown][] });
const calledWith = (post: ReturnType<typeof vi.spyOn>, action: string, body?: object) =>
  expect(post).toHaveBeenCalledWith(ACTION, expect.objectContaining({ params: { path: { subscriptionId: 'sub1', action } }, ...(body ? { body } : {}) }));

describe('the demo billing portal', () => {
  it('shows the plan, status, period end and cancellation, and each action calls the API', async () => {
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ data: true }));
    // Each action reads the list again.
    const get = vi.spyOn(fetchClient, 'GET').mockImplementation(() => answer({ data: [subscription()] }) as ReturnType<typeof fetchClient.GET>);
    renderWithProviders(<DemoPortalPage search={{ owner_id: 'o1', return_to: '/p/nina/membership' }} />, seeded([subscription()]));
    const item = await screen.findByRole('listitem', { name: 'Friends' });
    expect(within(item).getByText('Friends, $20 / month')).toBeTruthy();
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(within(item).getByText('Jun 1, 2030')).toBeTruthy();
    expect(within(item).getByText('No')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => calledWith(post, 'cancel'));
    expect((await within(item).findByRole('status')).textContent).toBe('Your subscription ends on Jun 1, 2030.');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/client_side_api/v1/demo_subscriptions', expect.objectContaining({ params: { query: { ownerId: 'o1' } } })));

    fireEvent.click(within(item).getByRole('button', { name: 'Change plan to $200 / year' }));
    await waitFor(() => calledWith(post, 'change_price', { priceId: 'p-year' }));

    const simulate = within(item).getByRole('region', { name: 'Simulate' });
    for (const [label, action] of [['Renew now', 'renew'], ['Fail next payment', 'fail_payment'], ['Expire now', 'expire']] as const) {
      fireEvent.click(within(simulate).getByRole('button', { name: label }));
      await waitFor(() => calledWith(post, action));
    }
  });

  it('offers Resume for a subscription that ends at the period end, and shows refusals', async () => {
    vi.spyOn(fetchClient, 'POST').mockImplementation(() => answer({ error: { message: 'Subscription not found' } }));
    renderWithProviders(<DemoPortalPage search={{ owner_id: 'o1' }} />, seeded([subscription({ cancelAtPeriodEnd: true, prices: [{ id: 'p-month', amount: 2000, interval: 'month' }] })]));
    const item = await screen.findByRole('listitem', { name: 'Friends' });
    expect(within(item).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    // One price: nothing to change to.
    expect(within(item).queryByRole('button', { name: /Change plan/ })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Resume subscription' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('Subscription not found');
  });

  it('offers nothing to do on an ended subscription', async () => {
    renderWithProviders(<DemoPortalPage search={{ owner_id: 'o1' }} />, seeded([subscription({ status: 'canceled' })]));
    const item = await screen.findByRole('listitem', { name: 'Friends' });
    expect(within(item).getByText('Ended')).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('returns only to same-site paths', async () => {
    renderWithProviders(<DemoPortalPage search={{ owner_id: 'o1', return_to: '/manage/ada/tickets-and-subscriptions/subscriptions' }} />, seeded([]));
    expect((await screen.findByRole('link', { name: 'Return' })).getAttribute('href')).toBe('/manage/ada/tickets-and-subscriptions/subscriptions');
    cleanup();
    for (const outside of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      renderWithProviders(<DemoPortalPage search={{ owner_id: 'o1', return_to: outside }} />, seeded([]));
      expect((await screen.findByRole('link', { name: 'Return' })).getAttribute('href')).toBe('/');
      cleanup();
    }
  });
});
