import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ErrorScreen } from '../../../components/layouts/error-screen';
import { NotFound } from '../../../components/layouts/not-found';
import { Pagination } from '../../../components/ui/pagination';
import { RowMenu } from '../../../components/ui/row-menu';
import { RegistrationsError, REGISTRATIONS_PER_PAGE, useGuestEvent, useRegistrations, type Registration } from '../api/registrations';
import { dateSeatsKey } from '../api/seats';
import { AddGuestsDialog } from './add-guests-dialog';
import { MoveSeatDialog } from './move-seat-dialog';
import { formatEventDate } from '../../../lib/event-time';
import { STATUS_LABELS } from './format';
import { useDebounced } from '../../../lib/use-debounced';

/** Seed 002 §9: searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How long the success message stays. */
export const ALERT_MS = 5000;

export interface RegistrationsPageProps {
  eventId: string;
  dateId: string | undefined;
  successMessage: string | undefined;
  /** Shows another date (or the default date when the address has none). */
  onDate: (dateId: string, replace?: boolean) => void;
  onDismissMessage: () => void;
  onGuestsAdded: (dateId: string) => void;
}

/** /management/courses/{eventId}/registrations?event_id={dateId}: the guest list of one date, and adding guests. */
export function RegistrationsPage({ eventId, dateId, successMessage, onDate, onDismissMessage, onGuestsAdded }: RegistrationsPageProps) {
  const event = useGuestEvent(eventId);
  const [search, setSearch] = useState('');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS);
  // A new search or date starts at page 1.
  const [paged, setPaged] = useState({ query, dateId, page: 1 });
  const page = paged.query === query && paged.dateId === dateId ? paged.page : 1;
  const setPage = (next: number) => setPaged({ query, dateId, page: next });
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<Registration | null>(null);
  const queryClient = useQueryClient();
  const dates = event.data?.dates ?? [];
  const known = dates.some((d) => d.id === dateId);
  // Without a (known) date in the address, the next date to come, else the latest.
  const fallback = (dates.find((d) => !d.past) ?? dates[dates.length - 1])?.id;
  useEffect(() => {
    if (event.data && !known && fallback) onDate(fallback, true);
  }, [event.data, known, fallback, onDate]);
  useEffect(() => {
    if (!successMessage) return;
    const timer = setTimeout(onDismissMessage, ALERT_MS);
    return () => clearTimeout(timer);
  }, [successMessage, onDismissMessage]);
  const list = useRegistrations(eventId, known ? dateId : undefined, page, query, !!successMessage);

  if (event.isLoading) return <main className="mx-auto max-w-6xl px-4 py-8" aria-busy="true" />;
  if (!event.data) return <NotFound />;
  const refused = list.error instanceof RegistrationsError ? list.error.status : 0;
  if (refused === 403 || !event.data.canManage) return <ErrorScreen code={403} heading="You are not allowed to manage this event" />;
  const { timezone } = event.data;
  // Reserved seating: guests sit on seats of the event's chart.
  const seated = !!event.data.seatsEventKey;

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-neutral-600">{event.data.name}</p>
          <h1 className="text-2xl font-semibold">Guests</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/management/courses/$id/check-in"
            params={{ id: eventId }}
            search={known ? { event_id: dateId } : {}}
            className="rounded-full border border-neutral-900 px-5 py-2 text-sm font-medium hover:bg-neutral-100"
          >
            Check-in
          </Link>
          <Link
            to="/personal_order"
            search={known ? { course: eventId, event: dateId } : { course: eventId }}
            className="rounded-full border border-neutral-900 px-5 py-2 text-sm font-medium hover:bg-neutral-100"
          >
            Box office
          </Link>
          <button type="button" className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700" onClick={() => setAdding(true)}>
            Add guests
          </button>
        </div>
      </div>

      {successMessage && (
        <div role="status" className="mt-4 flex items-start justify-between gap-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          <span>{successMessage}</span>
          <button type="button" aria-label="Dismiss" className="rounded px-1 hover:bg-green-100" onClick={onDismissMessage}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Date</span>
          <select className="rounded-lg border border-neutral-300 px-3 py-2" value={known ? dateId : ''} onChange={(e) => onDate(e.target.value)}>
            {dates.map((d) => (
              <option key={d.id} value={d.id}>
                {formatEventDate(d.startsAt, timezone)}
                {d.past ? ' (past)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col gap-1 text-sm">
          <span className="font-medium">Search guests</span>
          <input type="search" className="rounded-lg border border-neutral-300 px-3 py-2" placeholder="Name, email or ticket" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </div>

      <RegistrationsTable rows={list.data?.data} loading={list.isLoading} seated={seated} onMoveSeat={setMoving} />
      {list.data && (
        <div className="mt-4 flex items-center justify-between text-sm text-neutral-600">
          <span>{list.data.totalCount === 1 ? '1 registration' : `${list.data.totalCount} registrations`}</span>
          <Pagination page={page} totalCount={list.data.totalCount} perPage={REGISTRATIONS_PER_PAGE} onPage={setPage} />
        </div>
      )}

      {adding && (
        <AddGuestsDialog
          eventId={eventId}
          ownerId={event.data.owner.id}
          dates={dates}
          ticketTypes={event.data.ticketTypes}
          timezone={timezone}
          initialDateId={known ? dateId! : (fallback ?? '')}
          seated={seated}
          onClose={() => setAdding(false)}
          onAdded={(added) => {
            setAdding(false);
            onGuestsAdded(added);
          }}
        />
      )}
      {moving && (
        <MoveSeatDialog
          eventId={eventId}
          registration={moving}
          categoryKeys={event.data.ticketTypes.find((t) => t.id === moving.ticketTypeId)?.seatsCategoryKeys ?? []}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            void queryClient.invalidateQueries({ queryKey: ['registrations', eventId] });
            void queryClient.invalidateQueries({ queryKey: dateSeatsKey(eventId) });
          }}
        />
      )}
    </main>
  );
}

/** A seated ticket still valid can move to another seat. */
const movable = (row: Registration) => !!row.seat && (row.status === 'active' || row.status === 'checked_in');

function RegistrationsTable({ rows, loading, seated, onMoveSeat }: { rows: Registration[] | undefined; loading: boolean; seated: boolean; onMoveSeat: (row: Registration) => void }) {
  const cell = 'px-3 py-2 text-left';
  return (
    <div className="mt-6 overflow-x-auto rounded-lg border border-neutral-200">
      <table className="w-full text-sm">
        <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
          <tr>
            <th className={cell}>Name</th>
            <th className={cell}>Email</th>
            <th className={cell}>Ticket</th>
            {seated && <th className={cell}>Seat</th>}
            <th className={cell}>Status</th>
            <th className={cell}>Payment type</th>
            <th className={cell}>Order</th>
            <th className={cell}>Checked in</th>
            {seated && (
              <th className={cell}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody aria-busy={loading || undefined}>
          {rows?.map((row) => (
            <tr key={row.id} className="border-t border-neutral-200">
              <td className={cell}>{row.name}</td>
              <td className={cell}>{row.email || '—'}</td>
              <td className={cell}>{row.ticket}</td>
              {seated && <td className={cell}>{row.seat ?? '—'}</td>}
              <td className={cell}>{STATUS_LABELS[row.status]}</td>
              <td className={cell}>{row.paymentType}</td>
              <td className={`${cell} font-mono text-xs`} title={row.orderId}>
                {row.orderId.slice(0, 8)}
              </td>
              <td className={cell}>{row.checkedIn ? 'Yes' : 'No'}</td>
              {seated && <td className={cell}>{movable(row) && <RowMenu label={row.name} actions={[{ label: 'Move seat', onSelect: () => onMoveSeat(row) }]} />}</td>}
            </tr>
          ))}
          {rows && !rows.length && (
            <tr>
              <td colSpan={seated ? 9 : 7} className="px-3 py-8 text-center text-neutral-600">
                No results
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
