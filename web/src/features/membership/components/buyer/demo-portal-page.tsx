import { useState } from 'react';
import { AppLink } from '../../../../components/ui/app-link';
import { errorMessage } from '../../../../lib/api/client';
import { useDemoSubscriptionAction, useDemoSubscriptions, type DemoAction, type DemoSubscription } from '../../api/buyer';
import { DEMO_NOTE } from './demo-subscribe-page';
import { formatPlan, sameSitePath } from '../../format';
import type { DemoPortalSearch } from './demo-portal-search';
import { formatDate } from './format';

/** canceled: the subscription has ended (Stripe's word for it). */
const STATUS_LABELS: Record<DemoSubscription['status'], string> = { active: 'Active', past_due: 'Past due', canceled: 'Ended' };

const SIMULATIONS: { action: DemoAction; label: string }[] = [
  { action: 'renew', label: 'Renew now' },
  { action: 'fail_payment', label: 'Fail next payment' },
  { action: 'expire', label: 'Expire now' },
];

const secondary = 'rounded-full border border-neutral-300 px-4 py-1.5 text-sm font-medium hover:bg-neutral-50 disabled:opacity-50';

/**
 * /stripe/demo-portal: the demo gateway's stand-in for Stripe's Billing Portal. Besides what the portal offers
 * (cancel at period end, resume, change plan) it simulates what Stripe would do over time: renewals, failed payments, the end.
 */
export function DemoPortalPage({ search }: { search: DemoPortalSearch }) {
  const returnTo = sameSitePath(search.return_to) ?? '/';
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-8">
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {DEMO_NOTE} This is a simulated Stripe billing portal.
      </p>
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Your membership (demo)</h1>
        <AppLink href={returnTo} className="text-sm font-medium underline">
          Return
        </AppLink>
      </div>
      {search.owner_id ? <Subscriptions ownerId={search.owner_id} /> : <p role="alert">The membership to manage is missing from the link.</p>}
    </main>
  );
}

function Subscriptions({ ownerId }: { ownerId: string }) {
  const query = useDemoSubscriptions(ownerId);
  if (query.isLoading) return <div className="py-12" aria-busy="true" />;
  if (query.error || !query.data) return <p role="alert">{errorMessage(query.error, 'Unable to load your subscriptions. Please try again later.')}</p>;
  if (!query.data.length) return <p className="py-12 text-center text-neutral-500">You have no demo subscriptions with this profile.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {query.data.map((subscription) => (
        <Subscription key={subscription.subscriptionId} subscription={subscription} />
      ))}
    </ul>
  );
}

function Subscription({ subscription: s }: { subscription: DemoSubscription }) {
  const act = useDemoSubscriptionAction();
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string }>();
  const ended = s.status === 'canceled';
  const otherPrices = s.prices.filter((price) => price.id !== s.priceId);

  const run = async (action: DemoAction, done: string, priceId?: string) => {
    setMessage(undefined);
    try {
      await act.mutateAsync({ params: { path: { subscriptionId: s.subscriptionId, action } }, body: priceId ? { priceId } : {} });
      setMessage({ kind: 'status', text: done });
    } catch (failure) {
      setMessage({ kind: 'alert', text: errorMessage(failure) });
    }
  };

  return (
    <li aria-label={s.tierName} className="space-y-4 rounded-xl border border-neutral-200 p-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-neutral-600">Plan</dt>
        <dd className="font-medium">
          {s.tierName}, {formatPlan(s.amount, s.currency, s.interval)}
        </dd>
        <dt className="text-neutral-600">Status</dt>
        <dd>{STATUS_LABELS[s.status]}</dd>
        <dt className="text-neutral-600">Current period ends</dt>
        <dd>{formatDate(s.currentPeriodEnd)}</dd>
        <dt className="text-neutral-600">Cancels at period end</dt>
        <dd>{s.cancelAtPeriodEnd ? 'Yes' : 'No'}</dd>
      </dl>
      {!ended && (
        <div className="flex flex-wrap gap-2">
          {s.cancelAtPeriodEnd ? (
            <button type="button" className={secondary} disabled={act.isPending} onClick={() => void run('resume', 'Your subscription will renew.')}>
              Resume subscription
            </button>
          ) : (
            <button type="button" className={secondary} disabled={act.isPending} onClick={() => void run('cancel', `Your subscription ends on ${formatDate(s.currentPeriodEnd)}.`)}>
              Cancel subscription
            </button>
          )}
          {otherPrices.map((price) => (
            <button key={price.id} type="button" className={secondary} disabled={act.isPending} onClick={() => void run('change_price', 'Your plan was changed.', price.id)}>
              Change plan to {formatPlan(price.amount, s.currency, price.interval)}
            </button>
          ))}
        </div>
      )}
      {!ended && (
        <section aria-label="Simulate" className="rounded-lg border border-dashed border-amber-400 bg-amber-50/50 p-3">
          <h2 className="text-sm font-semibold">Simulate</h2>
          <p className="text-xs text-neutral-600">Demo only: what Stripe would do over time, now.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {SIMULATIONS.map(({ action, label }) => (
              <button key={action} type="button" className={secondary} disabled={act.isPending} onClick={() => void run(action, `${label}: done.`)}>
                {label}
              </button>
            ))}
          </div>
        </section>
      )}
      {message && (
        <p role={message.kind} className={`text-sm ${message.kind === 'alert' ? 'text-red-700' : 'text-green-800'}`}>
          {message.text}
        </p>
      )}
    </li>
  );
}
