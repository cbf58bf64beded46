import { act, cleanup, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerGets, donation, renderWatch, watchVideo } from '../components/watch.fixtures';
import { DONATION_POLL_LIMIT_MS, DONATION_POLL_MS } from '../donation-rules';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const GET_DONATION = '/client_side_api/v1/video_donations/{id}';
/** Stripe's return address: our parameter and the ones Stripe adds. */
const RETURN = '/watch/v1?donation=d1&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret&redirect_status=succeeded';

/** The donation as the API reads it, one answer per call (the last one repeats). */
const donationReads = (...statuses: ('pending' | 'paid' | 'failed')[]) => {
  let call = 0;
  const get = answerGets({ [GET_DONATION]: () => ({ data: donation({ status: statuses[Math.min(call++, statuses.length - 1)] }) }) });
  return () => (get.mock.calls as unknown as [string, { params: { path: { id: string } } }][]).filter(([path]) => path === GET_DONATION).map(([, init]) => init.params.path.id);
};

/**
 * The toasts told, as [kind, text]. Watched on sonner's own calls: under fake timers its Toaster renders a toast
 * only on a later timer tick.
 */
const toldToasts = () => {
  const kinds = ['success', 'error', 'info'] as const;
  const spies = kinds.map((kind) => [kind, vi.spyOn(toast, kind)] as const);
  return () => spies.flatMap(([kind, spy]) => spy.mock.calls.map((call) => [kind, call[0]]));
};

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('back from Stripe with a donation', () => {
  it('reads the donation every 2 s until it is paid, thanks the donor and drops the return parameters', async () => {
    vi.useFakeTimers();
    const reads = donationReads('pending', 'pending', 'paid');
    const toasts = toldToasts();
    const { router } = renderWatch(watchVideo(), { path: `${RETURN}&utm=mail` });
    await tick(0);
    expect(reads()).toEqual(['d1']);
    await tick(DONATION_POLL_MS - 1);
    expect(reads()).toHaveLength(1);
    await tick(1);
    expect(reads()).toHaveLength(2);
    expect(toasts()).toEqual([]);
    expect(router.state.location.searchStr).toContain('donation=d1');
    await tick(DONATION_POLL_MS);
    expect(reads()).toHaveLength(3);
    expect(toasts()).toEqual([['success', 'Thank you for your donation!']]);
    expect(router.state.location.pathname).toBe('/watch/v1');
    expect(router.state.location.searchStr).toBe('?utm=mail');
    await tick(DONATION_POLL_MS * 3);
    expect(reads()).toHaveLength(3);
  });

  it('says the payment did not go through when it failed', async () => {
    vi.useFakeTimers();
    donationReads('pending', 'failed');
    const toasts = toldToasts();
    const { router } = renderWatch(watchVideo(), { path: RETURN });
    await tick(DONATION_POLL_MS);
    expect(toasts()).toEqual([['error', "We're sorry. Your payment attempt didn't go through."]]);
    expect(router.state.location.searchStr).toBe('');
  });

  it('stops after 30 s of a pending donation, saying it is still processing', async () => {
    vi.useFakeTimers();
    const reads = donationReads('pending');
    const toasts = toldToasts();
    const { router } = renderWatch(watchVideo(), { path: RETURN });
    await tick(DONATION_POLL_LIMIT_MS - 1);
    expect(toasts()).toEqual([]);
    await tick(1);
    // At 0, 2, 4 … 30 s.
    expect(reads()).toHaveLength(DONATION_POLL_LIMIT_MS / DONATION_POLL_MS + 1);
    expect(toasts()).toEqual([['info', 'Your donation is still processing. It is recorded as soon as the payment is confirmed.']]);
    expect(router.state.location.searchStr).toBe('');
    await tick(DONATION_POLL_LIMIT_MS);
    expect(reads()).toHaveLength(DONATION_POLL_LIMIT_MS / DONATION_POLL_MS + 1);
  });

  it('shows the API’s refusal (another viewer’s donation) and drops the parameter', async () => {
    vi.useFakeTimers();
    answerGets({ [GET_DONATION]: () => ({ status: 404, error: { message: 'Donation not found' } }) });
    const toasts = toldToasts();
    const { router } = renderWatch(watchVideo(), { path: '/watch/v1?donation=d9' });
    await tick(0);
    expect(toasts()).toEqual([['error', 'Donation not found']]);
    expect(router.state.location.searchStr).toBe('');
  });

  it('reads nothing without the parameter', async () => {
    const reads = donationReads('paid');
    renderWatch(watchVideo());
    await screen.findByRole('button', { name: 'Donate' });
    expect(reads()).toEqual([]);
  });
});
