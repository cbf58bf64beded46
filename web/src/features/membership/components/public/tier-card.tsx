import { useState } from 'react';
import { AppLink } from '../../../../components/ui/app-link';
import type { ManageFields, PublicTier, ViewerMembership } from '../../api/public';
import { capacityText, formatPlan } from '../../format';
import { ContactOwner } from '../contact-owner';
import { HiddenFields } from '../hidden-fields';
import { PUBLIC_MEMBERSHIP_MESSAGES, TICKETS_SHOWN } from './membership-rules';

export interface TierOwner {
  id: string;
  name: string;
  /** The owner's public e-mail, for members added manually who want to change their plan. */
  email: string | null;
}

/**
 * One tier (seed 002 §2.2). Not subscribed: a price selector when there are two prices and Subscribe (disabled
 * when the chosen price cannot be subscribed to now). Subscribed: 'Your current plan', the amount and interval,
 * and Manage (the provider's portal, or the owner's contact for members added manually).
 */
export function TierCard({
  tier,
  membership,
  owner,
  returnPath,
  onSubscribe,
}: {
  tier: PublicTier;
  membership: ViewerMembership | undefined;
  owner: TierOwner;
  /** Where the provider's portal returns to. */
  returnPath: string;
  onSubscribe: (priceId: string) => void;
}) {
  const limited = capacityText(tier);
  const headingId = `tier-${tier.id}`;
  return (
    <article aria-labelledby={headingId} className={`flex flex-col rounded-2xl border p-6 shadow-sm ${membership ? 'border-brand' : 'border-neutral-200'}`}>
      {membership && <p className="mb-2 text-sm font-semibold text-brand">{PUBLIC_MEMBERSHIP_MESSAGES.currentPlan}</p>}
      <h3 id={headingId} className="text-xl font-bold">
        {tier.name}
      </h3>
      {limited && <p className="mt-1 text-sm font-medium text-amber-700">{limited}</p>}
      <p className="mt-3 whitespace-pre-line text-neutral-700">{tier.description}</p>
      {membership ? (
        <Subscribed membership={membership} owner={owner} returnPath={returnPath} />
      ) : (
        <Subscribe tier={tier} onSubscribe={onSubscribe} />
      )}
      {tier.benefits.length > 0 && (
        <section className="mt-6" aria-label="Benefits">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-neutral-500">Benefits</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {tier.benefits.map((b) => (
              <li key={b.id}>{b.name}</li>
            ))}
          </ul>
        </section>
      )}
      <TicketList tickets={tier.tickets} />
    </article>
  );
}

function Subscribe({ tier, onSubscribe }: { tier: PublicTier; onSubscribe: (priceId: string) => void }) {
  const [priceId, setPriceId] = useState(tier.prices[0]?.id);
  const price = tier.prices.find((p) => p.id === priceId) ?? tier.prices[0];
  if (!price) return null;
  return (
    <div className="mt-6">
      {tier.prices.length > 1 ? (
        <label className="block text-sm">
          <span className="sr-only">Price</span>
          <select value={price.id} onChange={(e) => setPriceId(e.target.value)} className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-lg font-semibold">
            {tier.prices.map((p) => (
              <option key={p.id} value={p.id}>
                {formatPlan(p.price, p.currency, p.interval)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="text-2xl font-bold">{formatPlan(price.price, price.currency, price.interval)}</p>
      )}
      <button
        type="button"
        disabled={!price.subscribeUrl}
        onClick={() => onSubscribe(price.id)}
        className="mt-4 w-full rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
      >
        Subscribe
      </button>
    </div>
  );
}

function Subscribed({ membership, owner, returnPath }: { membership: ViewerMembership; owner: TierOwner; returnPath: string }) {
  return (
    <div className="mt-6">
      <p className="text-2xl font-bold">{formatPlan(membership.priceAmount, membership.currency, membership.priceInterval)}</p>
      {membership.manageUrl ? (
        // A real form post: the backend answers with a redirect to the provider's billing portal.
        <form method="post" action={membership.manageUrl} className="mt-4">
          <HiddenFields fields={{ owner_id: owner.id, user_id: membership.userId ?? '', utf8: '✓', redirect_to: returnPath } satisfies ManageFields} />
          <button type="submit" className="w-full rounded-full border border-neutral-900 px-5 py-2.5 font-semibold hover:bg-neutral-50">
            Manage
          </button>
        </form>
      ) : (
        <ManualMembership owner={owner} />
      )}
    </div>
  );
}

/** Members added by the owner pay outside the provider: changes go through the owner. */
function ManualMembership({ owner }: { owner: TierOwner }) {
  return (
    <div className="mt-4">
      <p className="text-sm text-neutral-600">{PUBLIC_MEMBERSHIP_MESSAGES.addedManually}</p>
      <ContactOwner
        owner={owner}
        trigger={
          <button type="button" className="mt-2 w-full rounded-full border border-neutral-900 px-5 py-2.5 font-semibold hover:bg-neutral-50">
            Manage
          </button>
        }
      />
    </div>
  );
}

/** Members-only tickets of the tier: the first 10, then 'See more' shows the rest. */
function TicketList({ tickets }: { tickets: PublicTier['tickets'] }) {
  const [expanded, setExpanded] = useState(false);
  if (tickets.length === 0) return null;
  const shown = expanded ? tickets : tickets.slice(0, TICKETS_SHOWN);
  return (
    <section className="mt-6" aria-label="Member tickets">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-neutral-500">Tickets</h4>
      <ul className="mt-2 space-y-1 text-sm">
        {shown.map((t) => (
          <li key={t.ticketTypeId}>
            <AppLink href={`/event/${t.eventId}`} className="hover:underline">
              {`${t.eventName}: ${t.name}`}
            </AppLink>
          </li>
        ))}
      </ul>
      {!expanded && tickets.length > TICKETS_SHOWN && (
        <button type="button" onClick={() => setExpanded(true)} className="mt-2 text-sm font-medium underline">
          See more
        </button>
      )}
    </section>
  );
}
