import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Pagination } from '../../../components/ui/pagination';
import { useDeliveries } from '../api/webhooks';
import { DELIVERY_STATUSES, formatLogDate, LOG_SKELETON_ROWS, LOGS_PER_PAGE, type DeliveryStatus } from '../developer-zone';

/** Seed 002 §9: the search box waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;
const control = 'rounded-lg border border-neutral-300 px-3 py-2 text-sm';

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status === 'delivered' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}>{status}</span>;
}

/**
 * The owner's delivery logs, 100 a page, newest first: filtered by status and searched by event name; a new
 * page, filter or search asks the API again, and changing page brings the table's top into view.
 */
export function LogsTable({ ownerId, basePath }: { ownerId: string; basePath: string }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const top = useRef<HTMLElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const logs = useDeliveries({ ownerId, page, perPage: LOGS_PER_PAGE, eventName: search || undefined, status: status || undefined });
  const rows = logs.data?.data ?? [];
  const totalCount = logs.data?.totalCount ?? 0;
  const now = new Date();

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <section ref={top} aria-labelledby="logs-heading" className="flex scroll-mt-4 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="logs-heading" className="text-lg font-semibold">
          Logs
        </h2>
        <div className="flex flex-wrap gap-2">
          <select
            aria-label="Filter by status"
            className={control}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as DeliveryStatus | '');
              setPage(1);
            }}
          >
            <option value="">Filter by status</option>
            {DELIVERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <input type="search" aria-label="Search by Event" placeholder="Search by Event" className={control} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
      </div>
      <div className="overflow-x-auto rounded-lg border border-neutral-200">
        <table aria-label="Logs" aria-busy={logs.isFetching || undefined} className="w-full text-left text-sm">
          <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Logs
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Date
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {logs.isLoading &&
              Array.from({ length: LOG_SKELETON_ROWS }, (_, n) => (
                <tr key={n} data-testid="log-skeleton">
                  {[0, 1, 2].map((cell) => (
                    <td key={cell} className="px-4 py-3">
                      <div className="h-4 animate-pulse rounded bg-neutral-200" />
                    </td>
                  ))}
                </tr>
              ))}
            {rows.map((log) => {
              const at = formatLogDate(log.createdAt, now);
              return (
                <tr key={log.id} className="hover:bg-neutral-50">
                  <td className="px-4 py-3">
                    <span className="flex items-center gap-2">
                      <DeliveryStatusBadge status={log.status} />
                      <span className="font-mono text-xs">{log.eventName}</span>
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {at.date} <span className="text-neutral-600">{at.time}</span>
                  </td>
                  <td className="px-4 py-3 text-right">
                    <AppLink href={`${basePath}/logs/${log.id}`} className="font-medium underline" aria-label={`Details of ${log.eventName} at ${at.date} ${at.time}`}>
                      Details
                    </AppLink>
                  </td>
                </tr>
              );
            })}
            {!logs.isLoading && !rows.length && (
              <tr>
                <td colSpan={3} className="px-4 py-6 text-center text-neutral-600">
                  {logs.isError ? 'Unable to load logs. Please try again later.' : 'No results'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <span>{totalCount === 1 ? '1 log' : `${totalCount} logs`}</span>
        <Pagination page={page} totalCount={totalCount} perPage={LOGS_PER_PAGE} onPage={goTo} />
      </div>
    </section>
  );
}
