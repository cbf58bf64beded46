import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import type { Order, OrderSummary } from '../api/checkout';
import { ThankYouPage } from './thank-you';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const summary = (ticketType: OrderSummary['ticketType']): OrderSummary => ({
  id: 'o1',
  status: 'completed',
  inProgress: false,
  amount: 2089,
  currency: 'usd',
  free: false,
  eventId: 'e1',
  eventDateId: 'd1',
  ticketType,
  ticketsCount: 1,
  email: 'ada@example.com',
  paymentResult: 'succeeded',
});

/** The order view as the thank-you page reads it; only the fields it shows matter here. */
const order = (broadcastUrl: string | null) => ({ id: 'o1', course: { id: 'e1', name: 'Harvest Moon Concert', private: false }, broadcastUrl }) as unknown as Order;

/** The payment check answers the completed order; the order view is already known. */
const renderThankYou = (ticketType: OrderSummary['ticketType'], broadcastUrl: string | null) => {
  vi.spyOn(fetchClient, 'POST').mockImplementation((() => Promise.resolve({ data: summary(ticketType), response: new Response() })) as unknown as typeof fetchClient.POST);
  return renderWithProviders(<ThankYouPage orderId="o1" />, {
    data: [[['get', '/client_side_api/v1/orders/{id}', { params: { path: { id: 'o1' } } }], order(broadcastUrl)]],
  });
};

describe('the thank-you page', () => {
  it('leads the buyer of an online ticket to the stream when the date has one', async () => {
    renderThankYou('online', '/b/b1');
    expect((await screen.findByRole('link', { name: 'View Stream' })).getAttribute('href')).toBe('/b/b1');
    expect(screen.queryByRole('link', { name: 'View Tickets' })).toBeNull();
  });

  it('leads to the tickets when the online date has no stream yet, and for in-person tickets', async () => {
    renderThankYou('online', null);
    expect((await screen.findByRole('link', { name: 'View Tickets' })).getAttribute('href')).toBe('/tickets/o1');
    cleanup();
    renderThankYou('in-person', '/b/b1');
    expect((await screen.findByRole('link', { name: 'View Tickets' })).getAttribute('href')).toBe('/tickets/o1');
    expect(screen.queryByRole('link', { name: 'View Stream' })).toBeNull();
  });

  it('copies the event link and says Link copied for 5 seconds (seed: copy-link confirmation 5 s)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderThankYou('in-person', null);
    const button = await screen.findByRole('button', { name: 'Copy link' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/event/e1`);
    expect(button.textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(4999));
    expect(button.textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy link');
  });

  it('says nothing when the browser refuses the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    renderThankYou('in-person', null);
    const button = await screen.findByRole('button', { name: 'Copy link' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('Copy link');
  });
});
