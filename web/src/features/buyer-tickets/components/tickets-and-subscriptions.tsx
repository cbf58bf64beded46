import { useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Pagination } from '../../../components/ui/pagination';
import { ShareCode } from '../../../components/ui/share-code';
import { errorMessage } from '../../../lib/api/client';
import { formatEventDate } from '../../../lib/event-time';
import { useBuyerTickets, type BuyerRegistration, type TicketGroup } from '../api/buyer-tickets';
import { CancelButton, ReplyText, TransferButton, type Reply } from './ticket-actions';

export type TicketsTab = 'future' | 'past' | 'subscriptions';

/** Seed 002 §4: checked_in shows 'Checked In'. */
const STATUS_LABELS: Record<BuyerRegistration['status'], string> = { active: 'Active', checked_in: 'Checked In', canceled: 'Canceled', refunded: 'Refunded' };

/** Links inside the native app keep native=true. */
const withNative = (href: string, native: boolean) => (native ? `${href}${href.includes('?') ? '&' : '?'}native=true` : href);

/**
 * /manage/{username}/tickets-and-subscriptions/…: the user's upcoming and past tickets and their subscriptions.
 * native=true (the mobile app) is dark, without the heading and the Subscriptions tab.
 * The route composes the subscriptions list (another feature's) into `subscriptions`.
 */
export function TicketsAndSubscriptions({ userId, username, tab, native, subscriptions }: { userId: string; username: string; tab: TicketsTab; native: boolean; subscriptions?: ReactNode }) {
  const base = `/manage/${username}/tickets-and-subscriptions`;
  const tabs: { label: string; href: string; tab: TicketsTab }[] = [
    { label: 'Upcoming', href: `${base}/tickets`, tab: 'future' },
    { label: 'Past', href: `${base}/tickets/past_events`, tab: 'past' },
    ...(native ? [] : [{ label: 'Subscriptions', href: `${base}/subscriptions`, tab: 'subscriptions' as const }]),
  ];
  return (
    <section className={native ? 'dark min-h-screen rounded-xl bg-neutral-950 p-4 text-neutral-100' : ''} data-theme={native ? 'dark' : undefined}>
      {!native && <h1 className="text-2xl font-semibold">Tickets & Subscriptions</h1>}
      <nav aria-label="Tickets and subscriptions" className={`flex gap-2 border-b ${native ? 'border-neutral-800' : 'border-neutral-200 mt-4'}`}>
        {tabs.map((t) => (
          <AppLink key={t.tab} href={withNative(t.href, native)} aria-current={t.tab === tab ? 'page' : undefined} className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm aria-[current=page]:border-current aria-[current=page]:font-semibold">
            {t.label}
          </AppLink>
        ))}
      </nav>
      {tab === 'subscriptions' ? subscriptions : <TicketList key={tab} userId={userId} type={tab} native={native} />}
    </section>
  );
}

function TicketList({ userId, type, native }: { userId: string; type: 'future' | 'past'; native: boolean }) {
  const [page, setPage] = useState(1);
  const [reply, setReply] = useState<Reply>();
  const query = useBuyerTickets(userId, type, page);
  if (query.isLoading) return <div className="py-12" aria-busy="true" />;
  if (query.error || !query.data) return <p role="alert" className="py-12 text-center">{errorMessage(query.error, 'Unable to load your tickets. Please try again later.')}</p>;
  const { data, totalCount, perPage } = query.data;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <ReplyText reply={reply} />
      {!data.length && <p className="py-12 text-center text-neutral-500">{`We couldn't find any ${type === 'future' ? 'upcoming' : 'past'} events associated with this account...`}</p>}
      {data.map((group) => (
        <Group key={group.eventDateId} group={group} userId={userId} native={native} onReply={setReply} />
      ))}
      <Pagination page={page} totalCount={totalCount} perPage={perPage} onPage={setPage} className="self-end" />
    </div>
  );
}

function Group({ group, userId, native, onReply }: { group: TicketGroup; userId: string; native: boolean; onReply: (reply: Reply) => void }) {
  return (
    <article aria-label={group.eventName} className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row ${native ? 'border-neutral-800 bg-neutral-900' : 'border-neutral-200'}`}>
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-lg bg-neutral-200"><FallbackImage src={group.thumbnail} fallback="event" alt="" className="h-full w-full object-cover" /></div>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold">
          <AppLink href={withNative(`/event/${group.eventId}`, native)} className="hover:underline">
            {group.eventName}
          </AppLink>
        </h2>
        <p className={`text-sm ${native ? 'text-neutral-400' : 'text-neutral-600'}`}>{formatEventDate(group.startsAt, group.timezone)}</p>
        <ul className="mt-3 flex flex-col gap-2">
          {group.registrations.map((r) => (
            <Registration key={r.id} registration={r} userId={userId} native={native} onReply={onReply} />
          ))}
        </ul>
      </div>
    </article>
  );
}

function Registration({ registration: r, userId, native, onReply }: { registration: BuyerRegistration; userId: string; native: boolean; onReply: (reply: Reply) => void }) {
  // Seed 002 §4: canceled, refunded or transferred tickets hide the view action.
  const viewable = r.status !== 'canceled' && r.status !== 'refunded' && !r.transferredTo;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="font-medium">{r.name}</span>
      <span>{r.ticket}</span>
      <span className="rounded-full border border-current px-2 text-xs">{r.attendanceType === 'online' ? 'Online' : 'In person'}</span>
      {r.transferredTo ? <span>Transferred to {r.transferredTo}</span> : r.status !== 'active' && <span className="font-semibold">{STATUS_LABELS[r.status]}</span>}
      <span className="ml-auto flex gap-2">
        {viewable && (
          <AppLink href={withNative(`/ticket/${r.id}`, native)} className="rounded-full border border-current px-3 py-1" aria-label={`View ticket of ${r.name}`}>
            View
          </AppLink>
        )}
        {/* Seed 002: an online ticket attends at /b/{broadcastId} once its date has a stream. */}
        {viewable && r.attendanceType === 'online' && r.broadcastId && (
          <AppLink href={withNative(`/b/${r.broadcastId}`, native)} className="rounded-full border border-current px-3 py-1" aria-label={`View stream of ${r.name}`}>
            View Stream
          </AppLink>
        )}
        <TransferButton ownerId={userId} registration={r} onReply={onReply} />
        <CancelButton ownerId={userId} registration={r} onReply={onReply} />
      </span>
      {r.customUserListData && <ShareCode code={r.customUserListData.shareCode} count={r.customUserListData.count} className="w-full" />}
    </li>
  );
}
