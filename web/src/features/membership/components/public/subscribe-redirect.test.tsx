import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { REDIRECT_DELAY_MS } from './membership-rules';
import { ANONYMOUS, answerGets, OWNER_ID, viewer } from './public.fixtures';
import { SubscribeRedirect } from './subscribe-redirect';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const path = `/p/maya/redirect_stripe/price-month/${OWNER_ID}`;

describe('checkout redirect screen', () => {
  it('posts the subscribe form to the backend after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerGets({ '/client_side_api/v1/me': { data: viewer() } });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    renderWithProviders(<SubscribeRedirect username="maya" type="user" priceId="price-month" ownerId={OWNER_ID} />, { path });
    expect(await screen.findByText('Redirecting you to checkout…')).toBeTruthy();
    const form = (await screen.findByRole('button', { name: 'Continue' })).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/membership_subscriptions/initialize_session');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      price_id: 'price-month',
      owner_id: OWNER_ID,
      user_id: 'user-ada',
      utf8: '✓',
      redirect_to: '/p/maya/membership',
    });

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 100));
    expect(submit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form);
  });

  it('returns to the given membership page (a private address)', async () => {
    answerGets({ '/client_side_api/v1/me': { data: viewer() } });
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    renderWithProviders(<SubscribeRedirect username="riverside" type="school" priceId="price-month" ownerId={OWNER_ID} back="/o/riverside/membership/secret-id" />, {
      path: `/o/riverside/redirect_stripe/price-month/${OWNER_ID}`,
    });
    const form = (await screen.findByRole('button', { name: 'Continue' })).closest('form')!;
    expect(new FormData(form).get('redirect_to')).toBe('/o/riverside/membership/secret-id');
  });

  it('sends an anonymous visitor to log in and come back here, without posting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerGets({ '/client_side_api/v1/me': ANONYMOUS });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { router } = renderWithProviders(<SubscribeRedirect username="maya" type="user" priceId="price-month" ownerId={OWNER_ID} />, { path });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect_to: path });
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS * 2));
    expect(submit).not.toHaveBeenCalled();
  });
});
