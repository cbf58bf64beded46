import { useState, type FormEvent } from 'react';
import { AppLink } from '../../../../components/ui/app-link';
import { errorMessage } from '../../../../lib/api/client';
import { useCompleteDemoSession, useDemoSession } from '../../api/buyer';
import { formatPlan, profilePath } from '../../format';
import { leavePage } from './format';

export const DEMO_NOTE = 'Demo payments: no money moves.';
const TEST_CARD = '4242 4242 4242 4242';

/**
 * /stripe/demo-subscribe/{sessionId}: the demo gateway's stand-in for Stripe Checkout (no Stripe key).
 * Paying goes to the session's success address, a full page load like Stripe's own redirect.
 */
export function DemoSubscribePage({ sessionId, goTo = leavePage }: { sessionId: string; goTo?: (url: string) => void }) {
  const session = useDemoSession(sessionId);
  const complete = useCompleteDemoSession();
  const [card, setCard] = useState('');
  const [message, setMessage] = useState<string>();

  if (session.isLoading) return <main className="mx-auto max-w-lg p-8" aria-busy="true" />;
  if (session.error || !session.data)
    return (
      <main className="mx-auto max-w-lg p-8 text-center">
        <p role="alert">{errorMessage(session.error, 'This checkout was not found.')}</p>
      </main>
    );
  const s = session.data;

  const subscribe = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    try {
      const { redirectTo } = await complete.mutateAsync({ params: { path: { id: sessionId } }, body: { cardNumber: card } });
      goTo(redirectTo);
    } catch (failure) {
      // A declined or mistyped card: the buyer may try another.
      setMessage(errorMessage(failure, 'There was an error with the payment. Please try again.'));
    }
  };

  return (
    <main className="mx-auto max-w-lg space-y-4 p-8">
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {DEMO_NOTE} This is a simulated Stripe Checkout: pay with the test card {TEST_CARD}; 4000 0000 0000 0002 is declined.
      </p>
      <h1 className="text-2xl font-semibold">Subscribe (demo)</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-neutral-200 p-4 text-sm">
        <dt className="text-neutral-600">Membership of</dt>
        <dd>
          <AppLink href={profilePath(s.ownerType, s.ownerUsername)} className="font-medium hover:underline">
            {s.ownerName}
          </AppLink>
        </dd>
        <dt className="text-neutral-600">Tier</dt>
        <dd>{s.tierName}</dd>
        <dt className="text-neutral-600">Price</dt>
        <dd>{formatPlan(s.amount, s.currency, s.interval)}</dd>
      </dl>
      {s.status === 'complete' ? (
        <div className="space-y-3">
          <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-800">
            This subscription is paid. Nothing more to do here.
          </p>
          <a href={s.cancelUrl} className="inline-block rounded-full bg-brand px-5 py-2 text-white">
            Back to {s.ownerName}
          </a>
        </div>
      ) : (
        <form onSubmit={(e) => void subscribe(e)} className="space-y-4">
          <div>
            <label htmlFor="demo-card-number" className="mb-1 block text-sm font-medium">
              Card number
            </label>
            <input
              id="demo-card-number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder={TEST_CARD}
              value={card}
              onChange={(e) => setCard(e.target.value)}
              className="w-full rounded-lg border border-neutral-300 px-3 py-2"
            />
          </div>
          {message && (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
              {message}
            </p>
          )}
          <div className="flex items-center gap-3">
            <button type="submit" disabled={complete.isPending || !card.trim()} className="rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50">
              {complete.isPending ? 'Subscribing…' : 'Subscribe'}
            </button>
            <a href={s.cancelUrl} className="rounded-full border border-neutral-300 px-6 py-2">
              Cancel
            </a>
          </div>
        </form>
      )}
    </main>
  );
}
