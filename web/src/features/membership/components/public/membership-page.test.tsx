import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { PROCESSING_REFETCH_MS } from '../../api/public';
import { MembershipPage } from './membership-page';
import { ANONYMOUS, answerGets, membership, owner, OWNER_ID, price, tier, viewer } from './public.fixtures';
import { validateResultSearch } from './result-search';

const SECRET = '5d0c7a52-2222-4000-8000-000000000002';
const OTHER = '5d0c7a52-3333-4000-8000-000000000003';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The page as its route shows it: the result parameters come from the address. */
function Page({ privateUuid }: { privateUuid?: string }) {
  const search = validateResultSearch(useSearch({ strict: false }));
  return <MembershipPage username="riverside" type="school" privateUuid={privateUuid} search={search} />;
}

const api = (overrides: Parameters<typeof answerGets>[0] = {}) =>
  answerGets({
    '/client_side_api/v1/profiles/{username}': { data: owner() },
    '/client_side_api/v1/profiles/{id}/membership_tiers': { data: [tier()] },
    '/client_side_api/v1/memberships': { data: [] },
    '/client_side_api/v1/me': { data: viewer() },
    ...overrides,
  });

describe('membership page', () => {
  it('says so when there is no such profile', async () => {
    api({ '/client_side_api/v1/profiles/{username}': { error: { message: "Sorry! That profile wasn't found." }, status: 404 } });
    renderWithProviders(<Page />, { path: '/o/nobody/membership' });
    expect((await screen.findByRole('alert')).textContent).toBe("Sorry! That profile wasn't found.");
  });

  it('says the owner has not set up memberships when there are no tiers', async () => {
    api({ '/client_side_api/v1/profiles/{id}/membership_tiers': { data: [] } });
    renderWithProviders(<Page />, { path: '/o/riverside/membership' });
    expect((await screen.findByRole('alert')).textContent).toBe("Riverside Arts hasn't set up memberships yet.");
  });

  it('asks with the private id of the address, and a mismatch (no tiers) reads as not set up', async () => {
    const get = api({
      '/client_side_api/v1/profiles/{id}/membership_tiers': (init) =>
        (init as { params: { query: { privateUuid?: string } } }).params.query.privateUuid === SECRET ? { data: [tier()] } : { data: [] },
    });
    renderWithProviders(<Page privateUuid={OTHER} />, { path: `/o/riverside/membership/${OTHER}` });
    expect((await screen.findByRole('alert')).textContent).toBe("Riverside Arts hasn't set up memberships yet.");
    expect(get).toHaveBeenCalledWith('/client_side_api/v1/profiles/{id}/membership_tiers', expect.objectContaining({ params: { path: { id: OWNER_ID }, query: { privateUuid: OTHER } } }));
    cleanup();
    renderWithProviders(<Page privateUuid={SECRET} />, { path: `/o/riverside/membership/${SECRET}` });
    expect(await screen.findByRole('heading', { name: 'Friends' })).toBeTruthy();
  });

  it('does not send an address part that cannot be a private id, so a private page reads as not set up', async () => {
    const get = api({ '/client_side_api/v1/profiles/{id}/membership_tiers': { data: [] } });
    renderWithProviders(<Page privateUuid="not-an-id" />, { path: '/o/riverside/membership/not-an-id' });
    expect((await screen.findByRole('alert')).textContent).toBe("Riverside Arts hasn't set up memberships yet.");
    expect(get).toHaveBeenCalledWith('/client_side_api/v1/profiles/{id}/membership_tiers', expect.objectContaining({ params: { path: { id: OWNER_ID }, query: {} } }));
  });

  it('shows the owner, the flame for a member, the heading, and the current plan first', async () => {
    api({
      '/client_side_api/v1/profiles/{username}': { data: owner({ member: true }) },
      '/client_side_api/v1/profiles/{id}/membership_tiers': {
        data: [tier(), tier({ id: 'tier-patrons', name: 'Patrons', position: 1, prices: [price({ id: 'price-patrons', price: 10000 })] })],
      },
      '/client_side_api/v1/memberships': {
        data: [membership({ tierId: 'tier-patrons', priceId: 'price-patrons', priceAmount: 10000 }), membership({ subscriptionId: 'sub-old', status: 'past_due' })],
      },
    });
    renderWithProviders(<Page />, { path: '/o/riverside/membership' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your membership' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Riverside Arts/ }).getAttribute('href')).toBe('/o/riverside');
    expect(screen.getByRole('img', { name: 'Member' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Patrons', 'Friends']);
    expect(within(cards[0]!).getByText('Your current plan')).toBeTruthy();
    // Only active memberships count: the past-due one leaves Friends open to subscribe.
    expect(within(cards[1]!).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('has no flame for a visitor who is not a member', async () => {
    api();
    renderWithProviders(<Page />, { path: '/o/riverside/membership' });
    await screen.findByRole('heading', { level: 1, name: 'Choose your membership' });
    expect(screen.queryByRole('img', { name: 'Member' })).toBeNull();
  });

  it('sends an anonymous visitor to log in first, then on to the checkout redirect', async () => {
    api({ '/client_side_api/v1/me': ANONYMOUS });
    const { router } = renderWithProviders(<Page />, { path: '/o/riverside/membership' });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' })));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toEqual({ redirect_to: `/o/riverside/redirect_stripe/price-month/${OWNER_ID}` });
  });

  it('sends a signed-in visitor to the checkout redirect; from a private address it comes back there', async () => {
    api();
    const { router } = renderWithProviders(<Page privateUuid={SECRET} />, { path: `/o/riverside/membership/${SECRET}` });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' })));
    expect(router.state.location.pathname).toBe(`/o/riverside/redirect_stripe/price-month/${OWNER_ID}`);
    expect(router.state.location.search).toEqual({ redirect_to: `/o/riverside/membership/${SECRET}` });
  });
});

describe('subscribe result modal', () => {
  it('shows Error! with the message, and Close leaves the page without the parameter', async () => {
    api();
    const { router } = renderWithProviders(<Page />, { path: '/o/riverside/membership?error_message=This%20membership%20is%20full&native=true' });
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(dialog).getByText('This membership is full')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    expect(router.state.location.pathname).toBe('/o/riverside/membership');
    expect(router.state.location.search).toEqual({ native: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Processing... and reads the memberships again until the plan shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let confirmed = false;
    api({ '/client_side_api/v1/memberships': () => ({ data: confirmed ? [membership()] : [] }) });
    const message = 'Thanks for subscribing! Your membership will show here as soon as the payment is confirmed.';
    renderWithProviders(<Page />, { path: `/o/riverside/membership?success_message=${encodeURIComponent(message)}` });
    const dialog = await screen.findByRole('dialog', { name: 'Processing...' });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(screen.queryByText('Your current plan')).toBeNull();
    confirmed = true;
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_REFETCH_MS));
    expect(await screen.findByText('Your current plan')).toBeTruthy();
  });

  it('shows nothing without a result parameter', async () => {
    api();
    renderWithProviders(<Page />, { path: '/o/riverside/membership' });
    await screen.findByRole('heading', { level: 1, name: 'Choose your membership' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
