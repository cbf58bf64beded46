import { useLocation } from '@tanstack/react-router';
import { AppLink } from '../../../../components/ui/app-link';
import { Avatar } from '../../../../components/ui/avatar';
import { errorMessage } from '../../../../lib/api/client';
import * as schemas from '../../../../lib/api/contract.gen';
import { useSubscriptions, type SubscriptionRow } from '../../api/buyer';
import type { ManageFields } from '../../api/public';
import { ContactOwner } from '../contact-owner';
import { HiddenFields } from '../hidden-fields';
import { formatPlan, profilePath } from '../../format';
import { formatDate } from './format';

const NO_SUBSCRIPTIONS = "You don't have any subscriptions yet.";
const STATUS_LABELS: Record<SubscriptionRow['displayStatus'], string> = schemas.MemberDisplayStatus['x-labels'];

/** The member display status (seed 002 §4) as words; the date says when it renews or ends. */
function statusText({ displayStatus, expiresAt }: SubscriptionRow): string {
  const date = expiresAt ? formatDate(expiresAt) : null;
  if (displayStatus === 'renews' && date) return `Renews on ${date}`;
  if (displayStatus === 'expires' && date) return `Expires on ${date}`;
  const label = STATUS_LABELS[displayStatus];
  return date ? `${label}, expires on ${date}` : label;
}

const button = 'rounded-full border border-current px-4 py-1.5 text-sm font-medium';

/**
 * /manage/{username}/tickets-and-subscriptions/subscriptions: the user's memberships (the API leaves out expired ones).
 * Paid ones are managed at the payment provider through a form post to the backend; manual ones by asking the owner.
 */
export function SubscriptionsList({ userId, native = false }: { userId: string; native?: boolean }) {
  const query = useSubscriptions(userId);
  if (query.isLoading) return <div className="py-12" aria-busy="true" />;
  if (query.error || !query.data) return <p role="alert" className="py-12 text-center">{errorMessage(query.error, 'Unable to load your subscriptions. Please try again later.')}</p>;
  if (!query.data.length) return <p className="py-12 text-center text-neutral-500">{NO_SUBSCRIPTIONS}</p>;
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {query.data.map((row) => (
        <Subscription key={row.id} row={row} userId={userId} native={native} />
      ))}
    </ul>
  );
}

function Subscription({ row, userId, native }: { row: SubscriptionRow; userId: string; native: boolean }) {
  const { owner, tier } = row;
  const href = profilePath(owner.type, owner.username);
  return (
    <li aria-label={`${tier.name} of ${owner.name}`} className={`flex flex-wrap items-center gap-4 rounded-xl border p-4 ${native ? 'border-neutral-800 bg-neutral-900' : 'border-neutral-200'}`}>
      <AppLink href={native ? `${href}?native=true` : href} className="flex min-w-0 items-center gap-3 hover:underline">
        <Avatar src={owner.avatar} name={owner.name} />
        <span className="truncate font-semibold">{owner.name}</span>
      </AppLink>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{tier.name}</p>
        <p className={native ? 'text-neutral-400' : 'text-neutral-600'}>{formatPlan(tier.amount, tier.currency, tier.interval)}</p>
      </div>
      <p className="text-sm">{statusText(row)}</p>
      {row.addedManually || !row.manageUrl ? <ManualMembership row={row} /> : <ManageForm action={row.manageUrl} ownerId={owner.id} userId={userId} tierName={tier.name} />}
    </li>
  );
}

/** A real form post to the backend, which answers with a redirect to the payment provider's portal. */
function ManageForm({ action, ownerId, userId, tierName }: { action: string; ownerId: string; userId: string; tierName: string }) {
  const location = useLocation();
  return (
    <form method="post" action={action}>
      <HiddenFields fields={{ owner_id: ownerId, user_id: userId, utf8: '✓', redirect_to: location.href } satisfies ManageFields} />
      <button type="submit" className={button} aria-label={`Manage ${tierName}`}>
        Manage
      </button>
    </form>
  );
}

/** Seed 002 §2.4: a membership the owner added is changed by asking the owner. */
function ManualMembership({ row }: { row: SubscriptionRow }) {
  const { owner } = row;
  return (
    <div className="flex items-center gap-3">
      <span className="rounded-full bg-neutral-100 px-3 py-1 text-xs font-semibold text-neutral-700">Added Manually</span>
      <ContactOwner
        owner={owner}
        trigger={
          <button type="button" className={button} aria-label={`Contact ${owner.name}`}>
            Contact owner
          </button>
        }
      />
    </div>
  );
}
