import { Pagination } from '../../../components/ui/pagination';
import { useRouter } from '@tanstack/react-router';
import { PATRON_DETAIL_PER_PAGE, useActivities, usePatron, useTransactions, type Patron } from '../api/reports';
import { formatReportDate, formatTotals } from '../format';
import { ActivityTable } from './activity-page';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from './list-controls';
import { orderColumns } from './orders-page';
import { patronName } from './patrons-page';
import { useReportingOwner } from './reporting-layout';

export const PATRON_NOT_FOUND = 'Sorry! That patron wasn’t found.';

export interface PatronSearch {
  ordersPage?: number;
  activityPage?: number;
}

/** /manage/{username}/reporting/patrons/{patronId} (an account id or an e-mail). */
export function PatronDetails({ patronId, search, onSearchChange }: { patronId: string; search: PatronSearch; onSearchChange: (patch: PatronSearch) => void }) {
  const { ownerId } = useReportingOwner();
  const patron = usePatron(patronId, ownerId);
  if (patron.isLoading) return <div aria-busy="true" className="h-40" />;
  if (!patron.data) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p role="alert" className="text-lg">
          {PATRON_NOT_FOUND}
        </p>
        <CloseButton />
      </div>
    );
  }
  return <PatronView patron={patron.data} search={search} onSearchChange={onSearchChange} />;
}

/** Close goes back, or to the patrons list when this page was opened directly. */
function CloseButton() {
  const router = useRouter();
  const { username } = useReportingOwner();
  const close = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: `/manage/${username}/reporting/patrons` });
  };
  return (
    <button type="button" onClick={close} className="rounded-lg border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-100">
      Close
    </button>
  );
}

function PatronView({ patron, search, onSearchChange }: { patron: Patron; search: PatronSearch; onSearchChange: (patch: PatronSearch) => void }) {
  const { ownerId, username } = useReportingOwner();
  const ordersPage = search.ordersPage ?? 1;
  const activityPage = search.activityPage ?? 1;
  const orders = useTransactions({ ownerId, patron: patron.id ?? patron.email, page: ordersPage, perPage: PATRON_DETAIL_PER_PAGE });
  // Activity knows patrons by e-mail.
  const activities = useActivities({ ownerId, patron: patron.email, page: activityPage, perPage: PATRON_DETAIL_PER_PAGE });

  return (
    <article aria-labelledby="patron-heading" className="flex flex-col gap-6">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 id="patron-heading" className="text-2xl font-semibold">
            {patronName(patron)}
          </h1>
          <p className="text-neutral-600">{patron.email}</p>
        </div>
        <CloseButton />
      </header>
      <dl className="grid grid-cols-3 gap-4 rounded-lg border border-neutral-200 p-4">
        <div>
          <dt className="text-xs uppercase text-neutral-500">Spent</dt>
          <dd className="text-lg font-semibold">{formatTotals(patron.totals)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-neutral-500">Events attended</dt>
          <dd className="text-lg font-semibold">{patron.eventsAttended}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-neutral-500">Member since</dt>
          <dd className="text-lg font-semibold">{formatReportDate(patron.memberSince)}</dd>
        </div>
      </dl>

      <section aria-labelledby="patron-orders" className="flex flex-col gap-3">
        <h2 id="patron-orders" className="text-lg font-semibold">
          Orders
        </h2>
        {!orders.data ? (
          <div aria-busy={!orders.isError} className="h-20" />
        ) : orders.data.totalCount === 0 ? (
          <EmptyState filtered={false} />
        ) : (
          <>
            <DataTable label="Orders" columns={orderColumns(username, false)} data={orders.data.data} rowKey={(order) => order.id} />
            <Pagination page={ordersPage} perPage={orders.data.perPage} totalCount={orders.data.totalCount} onPage={(page) => onSearchChange({ ordersPage: page === 1 ? undefined : page })} />
          </>
        )}
      </section>

      <section aria-labelledby="patron-activity" className="flex flex-col gap-3">
        <h2 id="patron-activity" className="text-lg font-semibold">
          Activity
        </h2>
        {!activities.data ? (
          <div aria-busy={!activities.isError} className="h-20" />
        ) : activities.data.totalCount === 0 ? (
          <EmptyState filtered={false} />
        ) : (
          <>
            <ActivityTable activities={activities.data.data} />
            <Pagination
              page={activityPage}
              perPage={activities.data.perPage}
              totalCount={activities.data.totalCount}
              onPage={(page) => onSearchChange({ activityPage: page === 1 ? undefined : page })}
            />
          </>
        )}
      </section>
    </article>
  );
}
