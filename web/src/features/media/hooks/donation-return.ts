import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api/client';
import { donationsApi } from '../api/donations';
import { DONATION_POLL_LIMIT_MS, DONATION_POLL_MS, DONATION_TEXT } from '../donation-rules';

/** The parameters of Stripe's return (ours and the ones Stripe adds), dropped once the outcome is told. */
const RETURN_PARAMS = ['donation', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * Back from Stripe with ?donation={id}: reads the donation every 2 s while it is pending (reading it also has the
 * API check the payment), for at most 30 s; then tells how it went and drops the parameters.
 */
export function useDonationReturn(): void {
  const router = useRouter();
  const donationId = useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('donation') });

  useEffect(() => {
    if (!donationId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + DONATION_POLL_LIMIT_MS;

    const done = (tell: () => void) => {
      tell();
      // The address as it is now: other parameters may have changed meanwhile.
      const { pathname, searchStr } = router.state.location;
      const rest = new URLSearchParams(searchStr);
      for (const name of RETURN_PARAMS) rest.delete(name);
      const query = rest.toString();
      void router.navigate({ href: `${pathname}${query ? `?${query}` : ''}`, replace: true });
    };

    const poll = async () => {
      // A call that does not arrive is tried again on the next tick.
      const reply = await donationsApi.get(donationId).catch(() => undefined);
      if (stopped) return;
      if (reply && !reply.response.ok) return done(() => toast.error(errorMessage(reply.error)));
      const status = reply?.data?.status ?? 'pending';
      if (status === 'paid') return done(() => toast.success(DONATION_TEXT.thanks));
      if (status === 'failed') return done(() => toast.error(DONATION_TEXT.failed));
      if (Date.now() + DONATION_POLL_MS > deadline) return done(() => toast.info(DONATION_TEXT.stillProcessing));
      timer = setTimeout(() => void poll(), DONATION_POLL_MS);
    };
    void poll();

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [donationId, router]);
}
