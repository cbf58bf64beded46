import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../lib/api/client';
import { renderWithProviders } from '../../../test/render';
import { currentUserQuery, type CurrentUser } from '../../../lib/current-user';
import type { components } from '../../../lib/api/schema.gen';
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
const order = (broadcastUrl: string | null, seats: unknown[] = []) => ({ id: 'o1', course: { id: 'e1', name: 'Harvest Moon Concert', private: false }, broadcastUrl, seats }) as unknown as Order;

const buyer: CurrentUser = { id: 'u1', name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', type: 'User', avatar: null, siteAdmin: false, developerZone: false, referralTracker: false, organizations: [] };

/** The event as the thank-you page reads it: its look and the organizer's page to go back to. */
type EventLook = Pick<components['schemas']['EventResponse'], 'theme' | 'returnUrl'>;

/**
 * The payment check answers the completed order; the order view and the event are already known; the current
 * user is `signedIn` (or nobody: the API answers 401).
 */
const renderThankYou = (ticketType: OrderSummary['ticketType'], broadcastUrl: string | null, signedIn?: CurrentUser, event: EventLook = { theme: 'light', returnUrl: null }, seats: unknown[] = []) => {
  vi.spyOn(fetchClient, 'POST').mockImplementation((() => Promise.resolve({ data: summary(ticketType), response: new Response() })) as unknown as typeof fetchClient.POST);
  vi.spyOn(fetchClient, 'GET').mockImplementation(((path: string) => {
    if (path !== '/client_side_api/v1/me') throw new Error(`Unexpected GET ${path}`);
    return Promise.resolve(signedIn ? { data: signedIn, response: new Response() } : { error: { message: 'Unauthorized' }, response: new Response(null, { status: 401 }) });
  }) as unknown as typeof fetchClient.GET);
  return renderWithProviders(<ThankYouPage orderId="o1" />, {
    data: [
      [['get', '/client_side_api/v1/orders/{id}', { params: { path: { id: 'o1' } } }], order(broadcastUrl, seats)],
      [['get', '/client_side_api/events/{id}', { params: { path: { id: 'e1' } } }], { id: 'e1', ...event }],
    ],
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

  it('names the seats of a seated order (an area by its places)', async () => {
    renderThankYou('in-person', null, undefined, undefined, [
      { seatLabel: 'Stalls-A-7', ticketId: 't1', ticketQuantity: 1 },
      { seatLabel: 'Floor-Pit', ticketId: 't2', ticketQuantity: 2 },
    ]);
    expect(await screen.findByText('Your seats: Stalls-A-7, Floor-Pit × 2')).toBeTruthy();
    cleanup();
    // Two places of one area are seats, not a seat.
    renderThankYou('in-person', null, undefined, undefined, [{ seatLabel: 'Floor-Pit', ticketId: 't2', ticketQuantity: 2 }]);
    expect(await screen.findByText('Your seats: Floor-Pit × 2')).toBeTruthy();
    cleanup();
    renderThankYou('in-person', null);
    await screen.findByRole('link', { name: 'View Tickets' });
    expect(screen.queryByText(/Your seat/)).toBeNull();
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

  it('gives a signed-in buyer their promoter link to copy, saying Link copied for 2 seconds, and shares it by the icons', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderThankYou('in-person', null, buyer);
    const link = `${window.location.origin}/promote/ada/e1`;
    const field = (await screen.findByLabelText('Share this event and track your sales')) as HTMLInputElement;
    expect(field.value).toBe(link);
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(link)}`);
    // One copy button: the promoter link's.
    const [button, ...others] = screen.getAllByRole('button', { name: 'Copy link' });
    expect(others).toHaveLength(0);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(link);
    expect(button.textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy link');
  });

  it('offers no promoter link to a buyer who is not signed in', async () => {
    const { queryClient } = renderThankYou('in-person', null);
    await screen.findByRole('button', { name: 'Copy link' });
    // Once the API has said nobody is signed in, the page shares the event's own link.
    await waitFor(() => expect(queryClient.getQueryState(currentUserQuery.queryKey)?.status).toBe('error'));
    expect(screen.queryByLabelText('Share this event and track your sales')).toBeNull();
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${window.location.origin}/event/e1`)}`);
  });

  it('leads back to the organizer’s own page when the event names one, in the event’s theme', async () => {
    const { container } = renderThankYou('in-person', null, undefined, { theme: 'dark', returnUrl: 'https://riverside.example/whats-on' });
    expect((await screen.findByRole('link', { name: 'Back to riverside.example' })).getAttribute('href')).toBe('https://riverside.example/whats-on');
    expect(container.querySelector('[data-event-theme="dark"]')?.textContent).toContain('You’re going!');
    cleanup();
    renderThankYou('in-person', null);
    await screen.findByRole('link', { name: 'View Tickets' });
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
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
