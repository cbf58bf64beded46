import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../../lib/api/client';
import { renderWithProviders } from '../../../../test/render';
import { MembershipPage } from './membership-page';
import { ANONYMOUS, answerGets, membership, owner, tier, viewer } from './public.fixtures';
import { validateResultSearch } from './result-search';

const TOKEN = '5d0c7a52-4444-4000-8000-000000000004.c2lnbmF0dXJl';
const CLAIM = '/client_side_api/v1/memberships/claim';
const MEMBERSHIPS = '/client_side_api/v1/memberships';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page() {
  const search = validateResultSearch(useSearch({ strict: false }));
  return <MembershipPage username="riverside" type="school" search={search} />;
}

type Post = typeof fetchClient.POST;
const answerPost = (result: { data?: unknown; error?: unknown; status?: number }) =>
  vi.spyOn(fetchClient, 'POST').mockImplementation(() => Promise.resolve({ ...result, response: new Response(null, { status: result.status ?? 200 }) }) as ReturnType<Post>);

const api = (overrides: Parameters<typeof answerGets>[0] = {}) =>
  answerGets({
    '/client_side_api/v1/profiles/{username}': { data: owner() },
    '/client_side_api/v1/profiles/{id}/membership_tiers': { data: [tier()] },
    [MEMBERSHIPS]: { data: [] },
    '/client_side_api/v1/me': { data: viewer() },
    ...overrides,
  });
const membershipReads = (get: ReturnType<typeof api>) => (get.mock.calls as unknown[][]).filter(([path]) => path === MEMBERSHIPS).length;

describe('claiming a membership by the link of an invitation e-mail', () => {
  it('claims it once for a signed-in visitor, says so, reads the memberships again and drops the token from the address', async () => {
    const get = api();
    // The answer waits until the page has read the memberships, so reading them again is the claim's doing.
    let answer = () => undefined as void;
    const post = vi.spyOn(fetchClient, 'POST').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ data: membership({ status: 'invited', manageUrl: null, stripeSubscription: null }), response: new Response() } as Awaited<ReturnType<Post>>);
        }) as ReturnType<Post>,
    );
    const { router } = renderWithProviders(<Page />, { path: `/o/riverside/membership?claim=${TOKEN}&native=true` });
    await screen.findByRole('heading', { level: 1, name: 'Choose your membership' });
    await waitFor(() => expect(membershipReads(get)).toBe(1));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(CLAIM, expect.objectContaining({ body: { token: TOKEN } }));
    expect(router.state.location.pathname).toBe('/o/riverside/membership');
    expect(router.state.location.search).toEqual({ native: true });
    await act(async () => answer());
    const dialog = await screen.findByRole('dialog', { name: 'Membership added' });
    expect(within(dialog).getByText('This membership is now linked to your account.')).toBeTruthy();
    await waitFor(() => expect(membershipReads(get)).toBe(2));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows Error! with the API's message when the claim is refused", async () => {
    api();
    answerPost({ error: { message: 'This membership belongs to another account' }, status: 422 });
    const { router } = renderWithProviders(<Page />, { path: `/o/riverside/membership?claim=${TOKEN}` });
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(dialog).getByText('This membership belongs to another account')).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });

  it('sends an anonymous visitor to log in first and back to the link', async () => {
    api({ '/client_side_api/v1/me': ANONYMOUS });
    const post = answerPost({ data: membership() });
    const { router } = renderWithProviders(<Page />, { path: `/o/riverside/membership?claim=${TOKEN}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect_to: `/o/riverside/membership?claim=${TOKEN}` });
    expect(post).not.toHaveBeenCalled();
  });

  it('claims nothing without a token', async () => {
    api();
    const post = answerPost({ data: membership() });
    renderWithProviders(<Page />, { path: '/o/riverside/membership' });
    await screen.findByRole('heading', { level: 1, name: 'Choose your membership' });
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
