import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../../lib/api/client';
import { findOwnAccount, ownAccounts } from '../../access';
import { useCurrentUser } from '../../../../lib/current-user';
import { useCompleteDemoOnboarding, useRefreshConnection, useStartOnboarding } from '../../api/payouts';
import type { OwnerSearch } from './owner-search';
import { PAYOUTS_TEXT } from './payouts-text';

const ownerQuery = (search: OwnerSearch) => new URLSearchParams({ owner_uuid: search.owner_uuid ?? '', owner_type: search.owner_type ?? '' }).toString();

function Centered({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-lg space-y-4 p-8 text-center">{children}</main>;
}

/** Runs `effect` once on mount (React's strict mode mounts twice in development). */
function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  });
}

/** /stripe/onboarding: opens the owner's account and goes to Stripe's onboarding (or the demo's). */
export function StripeOnboardingPage({ search }: { search: OwnerSearch }) {
  const start = useStartOnboarding();
  const [error, setError] = useState<string | null>(search.owner_uuid ? null : 'The owner to connect is missing from the link.');
  useOnce(() => {
    if (!search.owner_uuid) return;
    start
      .mutateAsync({ body: { ownerId: search.owner_uuid } })
      .then(({ url }) => window.location.assign(url))
      .catch((reason: unknown) => setError(errorMessage(reason)));
  });
  return (
    <Centered>
      <h1 className="text-2xl font-semibold">Connect to Stripe</h1>
      {error ? <p role="alert">{error}</p> : <p aria-busy="true">Taking you to Stripe…</p>}
    </Centered>
  );
}

/** Where to go after onboarding: the payouts page of the owner's management area. */
function usePayoutsPath(ownerId: string | undefined): string | undefined {
  const { user } = useCurrentUser();
  if (!user) return undefined;
  const own = ownAccounts(user).find((account) => account.id === ownerId) ?? findOwnAccount(user, user.username);
  return `/manage/${own?.username ?? user.username}/settings/payouts`;
}

/** /stripe/return: reads the account back (no waiting for Stripe's webhook), then shows the payouts page. */
export function StripeReturnPage({ search }: { search: OwnerSearch }) {
  const refresh = useRefreshConnection();
  const navigate = useNavigate();
  const target = usePayoutsPath(search.owner_uuid);
  const [error, setError] = useState<string | null>(search.owner_uuid ? null : 'The owner to connect is missing from the link.');
  const [refreshed, setRefreshed] = useState(false);
  useOnce(() => {
    if (!search.owner_uuid) return;
    refresh
      .mutateAsync({ body: { ownerId: search.owner_uuid } })
      .then(() => setRefreshed(true))
      .catch((reason: unknown) => setError(errorMessage(reason)));
  });
  useEffect(() => {
    if (refreshed && target) void navigate({ href: target, replace: true });
  }, [refreshed, target, navigate]);
  return (
    <Centered>
      <h1 className="text-2xl font-semibold">Stripe</h1>
      {error ? <p role="alert">{error}</p> : <p aria-busy="true">Checking your Stripe account…</p>}
    </Centered>
  );
}

/** /stripe/demo-onboarding: Stripe's onboarding, simulated (no Stripe key): one button enables the demo account. */
export function DemoOnboardingPage({ search }: { search: OwnerSearch }) {
  const complete = useCompleteDemoOnboarding();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const owner = user ? ownAccounts(user).find((account) => account.id === search.owner_uuid) : undefined;
  const [error, setError] = useState<string | null>(null);

  const onComplete = async () => {
    if (!search.owner_uuid) return;
    try {
      await complete.mutateAsync({ body: { ownerId: search.owner_uuid } });
      await navigate({ href: `/stripe/return?${ownerQuery(search)}` });
    } catch (reason) {
      setError(errorMessage(reason));
    }
  };

  return (
    <main className="mx-auto max-w-lg space-y-4 p-8">
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
        {PAYOUTS_TEXT.demo} This is a simulated Stripe onboarding: no Stripe account is opened and no bank details are asked for.
      </p>
      <h1 className="text-2xl font-semibold">Stripe onboarding (demo)</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-neutral-200 p-4 text-sm">
        <dt className="text-neutral-600">Business</dt>
        <dd>{owner?.name ?? 'Your account'}</dd>
        <dt className="text-neutral-600">Type</dt>
        <dd>{search.owner_type === 'School' ? 'Organization' : 'Individual'}</dd>
        <dt className="text-neutral-600">Bank account</dt>
        <dd>Demo bank •••• 6789</dd>
        <dt className="text-neutral-600">Payouts</dt>
        <dd>Daily, to the demo bank</dd>
      </dl>
      {error && <p role="alert">{error}</p>}
      <button type="button" className="rounded-full bg-brand px-5 py-2 text-white disabled:opacity-50" disabled={!search.owner_uuid || complete.isPending} onClick={() => void onComplete()}>
        Complete onboarding (demo)
      </button>
    </main>
  );
}
