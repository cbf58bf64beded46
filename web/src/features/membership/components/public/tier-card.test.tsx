import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { PublicTier, ViewerMembership } from '../../api/public';
import { membership, OWNER_ID, price, ticket, tier } from './public.fixtures';
import { TierCard } from './tier-card';

afterEach(cleanup);

const contact = { id: OWNER_ID, name: 'Riverside Arts', email: 'hello@riverside.example' };

function renderCard(t: PublicTier, current?: ViewerMembership) {
  const onSubscribe = vi.fn();
  const result = renderWithProviders(<TierCard tier={t} membership={current} owner={contact} returnPath="/o/riverside/membership" onSubscribe={onSubscribe} />);
  return { ...result, onSubscribe };
}

describe('tier card, not subscribed', () => {
  it('shows one price as text, 2 decimals only when not whole, and subscribes to it', async () => {
    const { onSubscribe } = renderCard(tier({ prices: [price({ price: 1250 })] }));
    expect(await screen.findByRole('heading', { name: 'Friends' })).toBeTruthy();
    expect(screen.getByText('Support the theatre.')).toBeTruthy();
    expect(screen.getByText('$12.50 / month')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Your current plan')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('price-month');
  });

  it('offers a price selector for two prices and subscribes to the chosen one', async () => {
    const { onSubscribe } = renderCard(tier({ prices: [price(), price({ id: 'price-year', price: 20000, interval: 'year' })] }));
    const selector = (await screen.findByRole('combobox', { name: 'Price' })) as HTMLSelectElement;
    expect([...selector.options].map((o) => o.textContent)).toEqual(['$20 / month', '$200 / year']);
    fireEvent.change(selector, { target: { value: 'price-year' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('price-year');
  });

  it('disables Subscribe when the chosen price cannot be subscribed to', async () => {
    renderCard(tier({ prices: [price(), price({ id: 'price-year', interval: 'year', price: 20000, subscribeUrl: null })] }));
    const subscribe = (await screen.findByRole('button', { name: 'Subscribe' })) as HTMLButtonElement;
    expect(subscribe.disabled).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: 'price-year' } });
    expect(subscribe.disabled).toBe(true);
  });

  it('shows the remaining places of a limited tier, and nothing for an unlimited one', async () => {
    renderCard(tier({ validSubscriptionsLimit: 50, remaining: 12 }));
    expect(await screen.findByText('Limited (12 of 50 remaining)')).toBeTruthy();
    cleanup();
    renderCard(tier());
    await screen.findByRole('heading', { name: 'Friends' });
    expect(screen.queryByText(/Limited/)).toBeNull();
  });

  it('lists benefits and 10 tickets, then See more shows the rest', async () => {
    renderCard(tier({ benefits: [{ id: 'b1', name: '10% off every show' }], tickets: Array.from({ length: 12 }, (_, i) => ticket(i + 1)) }));
    expect(await screen.findByText('10% off every show')).toBeTruthy();
    const tickets = screen.getByRole('region', { name: 'Member tickets' });
    expect(within(tickets).getAllByRole('link')).toHaveLength(10);
    expect(within(tickets).getByRole('link', { name: 'Concert 1: Member seat 1' }).getAttribute('href')).toBe('/event/event-1');
    fireEvent.click(within(tickets).getByRole('button', { name: 'See more' }));
    expect(within(tickets).getAllByRole('link')).toHaveLength(12);
    expect(within(tickets).queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('has no See more with 10 tickets or fewer', async () => {
    renderCard(tier({ tickets: Array.from({ length: 10 }, (_, i) => ticket(i + 1)) }));
    await screen.findByRole('heading', { name: 'Friends' });
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });
});

describe('tier card, subscribed', () => {
  it('shows the current plan and Manage posts to the provider portal with the return path', async () => {
    renderCard(tier({ prices: [price(), price({ id: 'price-year', price: 20000, interval: 'year' })] }), membership({ priceId: 'price-year', priceAmount: 20000, priceInterval: 'year' }));
    expect(await screen.findByText('Your current plan')).toBeTruthy();
    expect(screen.getByText('$200 / year')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    const form = screen.getByRole('button', { name: 'Manage' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/membership_subscriptions/manage');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      owner_id: OWNER_ID,
      user_id: 'user-ada',
      utf8: '✓',
      redirect_to: '/o/riverside/membership',
    });
  });

  it('for a member added manually shows Added Manually and Manage opens the owner’s contact', async () => {
    renderCard(tier(), membership({ manageUrl: null, stripeSubscription: null }));
    expect(await screen.findByText('Added Manually')).toBeTruthy();
    const manage = screen.getByRole('button', { name: 'Manage' });
    expect(manage.closest('form')).toBeNull();
    fireEvent.click(manage);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Riverside Arts' });
    expect(within(dialog).getByRole('link', { name: 'hello@riverside.example' }).getAttribute('href')).toBe('mailto:hello@riverside.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
