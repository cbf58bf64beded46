import { Pagination } from '../../../components/ui/pagination';
import { ACTIVITIES_PER_PAGE, reportPages, useActivities, type Activity } from '../api/reports';
import { activitySheet, downloadSheet, exportFileName, fetchAllPages } from '../export';
import { formatReportDateTime } from '../format';
import { sanitizeActivityHtml } from '../../../lib/sanitize';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SearchBox } from '../../../components/ui/search-box';
import { EmptyState, ExportButton } from './list-controls';
import { useReportingOwner } from './reporting-layout';

export interface ActivitySearch {
  search?: string;
  page?: number;
}

const columns: DataColumn<Activity>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => <span className="whitespace-nowrap">{formatReportDateTime(row.original.createdAt)}</span> },
  {
    id: 'content',
    header: 'Content',
    // Sanitised here too: only text and links to this site's pages are rendered.
    cell: ({ row }) => <span className="[&_a]:font-medium [&_a]:underline" dangerouslySetInnerHTML={{ __html: sanitizeActivityHtml(row.original.message) }} />,
  },
];

export function ActivityTable({ activities, label = 'Activity' }: { activities: Activity[]; label?: string }) {
  return <DataTable label={label} columns={columns} data={activities} rowKey={(a) => `${a.createdAt}|${a.message}`} />;
}

/** /manage/{username}/reporting/activity: what happened, newest first, 50 per page, searchable, exportable. */
export function ActivityPage({ search, onSearchChange }: { search: ActivitySearch; onSearchChange: (patch: ActivitySearch) => void }) {
  const { ownerId } = useReportingOwner();
  const page = search.page ?? 1;
  const filters = { ownerId, query: search.search || undefined };
  const activities = useActivities({ ...filters, page, perPage: ACTIVITIES_PER_PAGE });

  const exportActivity = async (onProgress: (p: { done: number; total: number }) => void) => {
    const rows = await fetchAllPages((p, perPage) => reportPages.activities({ ...filters, page: p, perPage }), { onProgress });
    downloadSheet(activitySheet(rows), exportFileName('Activity'));
  };

  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="activity-heading" className="text-2xl font-semibold">
          Activity
        </h1>
        <ExportButton run={exportActivity} disabled={!activities.data?.totalCount} />
      </div>
      <SearchBox label="Search activity" value={search.search ?? ''} onSearch={(text) => onSearchChange({ search: text || undefined, page: undefined })} />
      {activities.isError ? (
        <p role="alert" className="text-red-700">
          Unable to load activity. Please try again later.
        </p>
      ) : !activities.data ? (
        <div aria-busy="true" className="h-40" />
      ) : activities.data.totalCount === 0 ? (
        <EmptyState filtered={!!search.search} />
      ) : (
        <>
          <ActivityTable activities={activities.data.data} />
          <Pagination page={page} perPage={activities.data.perPage} totalCount={activities.data.totalCount} onPage={(next) => onSearchChange({ page: next === 1 ? undefined : next })} />
        </>
      )}
    </section>
  );
}
