import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { subscriptionsQuery, type SubscriptionRow } from '../../api/buyer';
import { SubscriptionsList } from './subscriptions-list';

afterEach(cleanup);

const PATH = '/manage/ada/tickets-and-subscriptions/subscriptions';
const key = subscriptionsQuery('u1').queryKey;

const row = (overrides: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 'm1',
  status: 'active',
  displayStatus: 'renews',
  expiresAt: '2030-06-01T12:00:00.000Z',
  addedManually: false,
  manageUrl: '/membership_subscriptions/manage',
  owner: { id: 'o1', type: 'User', username: 'nina', name: 'Nina Simone', avatar: null, email: 'nina@example.com' },
  tier: { name: 'Friends', amount: 2000, interval: 'month', currency: 'usd' },
  stripeSubscription: 'sub_1',
  ...overrides,
});

describe("the buyer's subscriptions", () => {
  it('lists each membership with its owner, tier, price, status and date, and a Manage form posting to the backend', async () => {
    const rows = [
      row(),
      row({
        id: 'm2',
        status: 'canceled',
        displayStatus: 'expires',
        expiresAt: '2031-01-15T12:00:00.000Z',
        owner: { id: 'o2', type: 'School', username: 'jazz-club', name: 'Jazz Club', avatar: 'https://cdn.example/jazz.png', email: 'hello@jazz.example' },
        tier: { name: 'Patrons', amount: 12050, interval: 'year', currency: 'usd' },
      }),
    ];
    renderWithProviders(<SubscriptionsList userId="u1" />, { path: PATH, data: [[key, rows]] });

    const friends = await screen.findByRole('listitem', { name: 'Friends of Nina Simone' });
    expect(within(friends).getByRole('link', { name: /Nina Simone/ }).getAttribute('href')).toBe('/p/nina');
    expect(within(friends).getByText('$20 / month')).toBeTruthy();
    expect(within(friends).getByText('Renews on Jun 1, 2030')).toBeTruthy();

    const patrons = screen.getByRole('listitem', { name: 'Patrons of Jazz Club' });
    expect(within(patrons).getByRole('link', { name: /Jazz Club/ }).getAttribute('href')).toBe('/o/jazz-club');
    expect(patrons.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/jazz.png');
    expect(within(patrons).getByText('$120.50 / year')).toBeTruthy();
    expect(within(patrons).getByText('Expires on Jan 15, 2031')).toBeTruthy();

    const form = within(friends).getByRole('button', { name: 'Manage Friends' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/membership_subscriptions/manage');
    expect(Object.fromEntries(new FormData(form))).toEqual({ owner_id: 'o1', user_id: 'u1', utf8: '✓', redirect_to: PATH });
    expect(within(patrons).getByRole('button', { name: 'Manage Patrons' }).closest('form')!.querySelector<HTMLInputElement>('[name=owner_id]')!.value).toBe('o2');
  });

  it("shows 'Added Manually' for a membership the owner added, with the owner's e-mail to contact instead of Manage", async () => {
    renderWithProviders(<SubscriptionsList userId="u1" />, {
      path: PATH,
      data: [[key, [row({ addedManually: true, manageUrl: null, stripeSubscription: null, status: 'active', displayStatus: 'active', expiresAt: null })]]],
    });
    const item = await screen.findByRole('listitem', { name: 'Friends of Nina Simone' });
    expect(within(item).getByText('Added Manually')).toBeTruthy();
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Manage Friends' })).toBeNull();
    expect(item.querySelector('form')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Contact Nina Simone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Nina Simone' });
    expect(within(dialog).getByRole('link', { name: 'nina@example.com' }).getAttribute('href')).toBe('mailto:nina@example.com');
  });

  it('says when there are no subscriptions', async () => {
    renderWithProviders(<SubscriptionsList userId="u1" />, { path: PATH, data: [[key, []]] });
    expect(await screen.findByText("You don't have any subscriptions yet.")).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
