import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { DataTable } from '../../../components/ui/data-table';
import { downloadCsv, type CsvRow } from '../../../lib/csv';
import { useCategories } from '../api/events';
import { EVENTS_PER_PAGE, loadOwnerEvents, useOwnerEvents, type EventsSort, type LoadOwnerEvents } from '../api/owner-events';
import {
  effectiveSort,
  emptyMessage,
  eventsCsvRows,
  eventsExportFileName,
  EXPORT_FAILED,
  ExportError,
  fetchAllOwnerEvents,
  isFiltered,
  listParams,
  type EventsSearch,
} from '../manage-events';
import { ownerEventColumns } from './owner-event-columns';
import { SearchBox } from '../../../components/ui/search-box';

export type EventsSearchChange = (patch: Partial<EventsSearch>, options?: { replace?: boolean }) => void;

/** Export CSV, with the progress while it runs and the seeds' message when it fails. */
function ExportButton({ run }: { run: (onProgress: (done: number, total: number) => void) => Promise<void> }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();

  const start = async () => {
    setRunning(true);
    setError(undefined);
    setProgress(null);
    try {
      await run((done, total) => setProgress({ done, total }));
    } catch (failure) {
      setError(failure instanceof ExportError ? failure.message : EXPORT_FAILED);
    } finally {
      setRunning(false);
    }
  };

  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" onClick={start} disabled={running} className="rounded-full border border-neutral-300 px-5 py-2 text-sm font-medium hover:bg-neutral-100 disabled:opacity-50">
        {running ? 'Exporting…' : 'Export CSV'}
      </button>
      {running && (
        <div role="status" className="flex items-center gap-2 text-xs text-neutral-600">
          <progress aria-label="Export progress" max={100} value={percent} className="h-1.5 w-28" />
          <span>{progress ? `${progress.done} of ${progress.total}` : 'Starting…'}</span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export interface ManageEventsProps {
  ownerId: string;
  search: EventsSearch;
  onSearchChange: EventsSearchChange;
  /** How pages are read and files saved: the API and a download, unless a test says otherwise. */
  load?: LoadOwnerEvents;
  download?: (fileName: string, rows: CsvRow[]) => void;
}

/**
 * /manage/{username}/events (seed 001 §2.2, seed 002 §2.6): the owner's events, one row per date, with search,
 * Upcoming/Past, category, sort, 25 per page, Create An Event and Export CSV.
 */
export function ManageEvents({ ownerId, search, onSearchChange, load = loadOwnerEvents, download = downloadCsv }: ManageEventsProps) {
  const categories = useCategories();
  const list = useOwnerEvents(listParams(ownerId, search), load);
  const sort = effectiveSort(search);
  const autoSwitched = useRef(false);

  // Seed 001 §4: an account with nothing upcoming (and no search or category) sees its past events instead.
  const noUpcoming = !search.past && !isFiltered(search) && (search.page ?? 1) === 1 && !list.isPlaceholderData && list.data?.totalCount === 0;
  useEffect(() => {
    if (!noUpcoming || autoSwitched.current) return;
    autoSwitched.current = true;
    onSearchChange({ past: true, page: undefined }, { replace: true });
  }, [noUpcoming, onSearchChange]);

  const exportCsv = async (onProgress: (done: number, total: number) => void) => {
    const rows = await fetchAllOwnerEvents(load, ownerId, search, { onProgress });
    download(eventsExportFileName(), eventsCsvRows(rows));
  };

  const tab = (past: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={!!search.past === past}
      onClick={() => !!search.past !== past && onSearchChange({ past: past || undefined, page: undefined })}
      className="rounded-full px-4 py-1.5 text-sm font-medium text-neutral-700 aria-pressed:bg-neutral-900 aria-pressed:text-white"
    >
      {label}
    </button>
  );

  return (
    <section aria-labelledby="events-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="events-heading" className="text-2xl font-semibold">
          Events
        </h1>
        <div className="flex flex-wrap items-start gap-3">
          <ExportButton run={exportCsv} />
          <AppLink href="/event/new" className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700">
            Create An Event
          </AppLink>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <SearchBox label="Search events" value={search.query ?? ''} onSearch={(text) => onSearchChange({ query: text || undefined, page: undefined })} />
        <div role="group" aria-label="Upcoming or past events" className="flex rounded-full border border-neutral-300 p-0.5">
          {tab(false, 'Upcoming')}
          {tab(true, 'Past')}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="font-medium">Category</span>
          <select
            value={search.category ?? ''}
            onChange={(event) => onSearchChange({ category: event.target.value || undefined, page: undefined })}
            className="rounded-lg border border-neutral-300 px-3 py-2"
          >
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
      </div>

      {list.isError && !list.data ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          Unable to load events. Please try again later.
        </p>
      ) : !list.data ? (
        <div aria-busy="true" className="h-40 animate-pulse rounded-lg bg-neutral-100" />
      ) : list.data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-12 text-center text-neutral-600">{emptyMessage(search)}</p>
      ) : (
        <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <DataTable
            label="Events"
            columns={ownerEventColumns}
            data={list.data.data}
            rowKey={(row) => row.id}
            // Names and manage links wrap to fit a laptop's page; a phone scrolls the table sideways.
            minWidth="min-w-[48rem]"
            sort={{ sortBy: sort.sort, sortOrder: sort.direction }}
            onSort={(next) => onSearchChange({ sort: next.sortBy as EventsSort, direction: next.sortOrder, page: undefined })}
            pagination={{ page: search.page ?? 1, totalCount: list.data.totalCount, perPage: EVENTS_PER_PAGE, onPage: (page) => onSearchChange({ page: page > 1 ? page : undefined }) }}
          />
        </div>
      )}
    </section>
  );
}
