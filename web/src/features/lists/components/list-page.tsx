import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { DataTable, dataColumns } from '../../../components/ui/data-table';
import { Modal } from '../../../components/ui/modal';
import { SearchBox } from '../../../components/ui/search-box';
import { errorMessage } from '../../../lib/api/client';
import { downloadCsv, type CsvRow } from '../../../lib/csv';
import { allListUsersQuery, useListMutations, useListUsers, type ListUser, type PrivateList } from '../api/lists';
import { exportFileName, exportRows, LIST_LIMITS, LIST_TEXT, listPath, listsPath } from '../rules/lists';
import { ListPageHeader } from './list-gate';
import { primaryButton, secondaryButton } from './lists-page';

const SOMETHING_WRONG = 'Something went wrong, please try again';
const column = dataColumns<ListUser>();

/** A failure modal of seed 001 §8. */
type Failure = { title: string; text: string };

/**
 * Removes one user at once; a refusal opens the failure modal. Never `disabled` while busy: a focused button that is
 * disabled drops the focus, which the modal gives back to what had it.
 */
function RemoveUserButton({ user, listName, onFailure }: { user: ListUser; listName: string; onFailure: (failure: Failure) => void }) {
  const { removeUser } = useListMutations();
  const remove = async (button: HTMLButtonElement) => {
    if (removeUser.isPending) return;
    try {
      const done = await removeUser.mutateAsync({ params: { path: { id: user.id } } });
      toast.success(done.message);
    } catch (error) {
      return onFailure({ title: LIST_TEXT.removeFailedTitle(listName), text: LIST_TEXT.removeFailed(errorMessage(error, SOMETHING_WRONG)) });
    }
    // The row goes: the focus moves to the next row's Remove (the previous one's at the end, else the search).
    const row = button.closest('tr');
    const next = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector('button') ?? button.closest('section')?.querySelector<HTMLElement>('input[type="search"]');
    next?.focus();
  };
  return (
    <button
      type="button"
      aria-label={`Remove ${user.email}`}
      aria-disabled={removeUser.isPending || undefined}
      onClick={(event) => void remove(event.currentTarget)}
      className="text-sm text-red-700 underline aria-disabled:opacity-50"
    >
      Remove
    </button>
  );
}

/** Kept across renders (a new cell function would remount its cells). */
const columns = (listName: string, onFailure: (failure: Failure) => void) =>
  column.columns([
    column.accessor('email', { header: 'Email' }),
    column.accessor((user) => user.name ?? '', { id: 'name', header: 'Name' }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: user } }) => <RemoveUserButton user={user} listName={listName} onFailure={onFailure} />,
    }),
  ]);

/**
 * /manage/{username}/lists/manage/{id} (seed 001 §2.3): the list's users (e-mail, name), each removable; e-mails
 * are added by hand or from a file; the list is exported, renamed or deleted.
 */
export function ListPage({ list, username, download = downloadCsv }: { list: PrivateList; username: string; download?: (fileName: string, rows: CsvRow[]) => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const perPage = LIST_LIMITS.perPage;
  const users = useListUsers({ customUserListId: list.id, page, perPage, ...(query ? { query } : {}) });
  const { remove } = useListMutations();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [exporting, setExporting] = useState(false);
  const tableColumns = useMemo(() => columns(list.name, setFailure), [list.name]);

  const runExport = async () => {
    setExporting(true);
    try {
      const all = await queryClient.fetchQuery(allListUsersQuery(list.id));
      if (!all.length) return void toast.error(LIST_TEXT.nothingToExport);
      download(exportFileName(list.name), exportRows(all));
      toast.success(LIST_TEXT.exported(all.length));
    } catch (error) {
      toast.error(errorMessage(error, 'Export failed, please try again'));
    } finally {
      setExporting(false);
    }
  };

  const deleteList = async () => {
    setConfirming(false);
    try {
      const done = await remove.mutateAsync({ params: { path: { id: list.id } } });
      toast.success(done.message);
      await router.navigate({ href: listsPath(username) });
    } catch (error) {
      setFailure({ title: LIST_TEXT.deleteFailedTitle(list.name), text: LIST_TEXT.deleteFailed(errorMessage(error, SOMETHING_WRONG)) });
    }
  };

  const base = listsPath(username);
  const totalCount = users.data?.totalCount ?? 0;
  // The last user of the last page removed: the page before is shown.
  const lastPage = Math.max(1, Math.ceil(totalCount / perPage));
  if (users.data && !users.isPlaceholderData && page > lastPage) setPage(lastPage);
  return (
    <section className="flex flex-col gap-4">
      <ListPageHeader title={list.name} backHref={base} backLabel="Lists">
        <p className="text-sm text-neutral-600">{list.userCount === 1 ? '1 user' : `${list.userCount} users`}</p>
      </ListPageHeader>
      <div role="toolbar" aria-label="List actions" className="flex flex-wrap items-center gap-2">
        <AppLink href={`${base}/${list.id}/add-emails`} className={primaryButton}>
          Add e-mails
        </AppLink>
        <AppLink href={`${base}/${list.id}/bulk-import`} className={secondaryButton}>
          Bulk import
        </AppLink>
        <button type="button" className={secondaryButton} disabled={exporting} onClick={() => void runExport()}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
        <AppLink href={`${listPath(username, list.id)}/edit`} className={secondaryButton}>
          Rename
        </AppLink>
        {/* Not `disabled` while deleting: the focus comes back here, and goes on to a failure modal. */}
        <button type="button" className={`${secondaryButton} text-red-700 aria-disabled:opacity-50`} aria-disabled={remove.isPending || undefined} onClick={() => !remove.isPending && setConfirming(true)}>
          Delete list
        </button>
      </div>
      <SearchBox
        value={query}
        label="Search users"
        onSearch={(text) => {
          setQuery(text);
          setPage(1);
        }}
      />
      <DataTable
        label="List users"
        columns={tableColumns}
        data={users.data?.data ?? []}
        rowKey={(user) => user.id}
        loading={users.isLoading}
        skeletonRows={3}
        empty={users.isError ? errorMessage(users.error, 'Unable to load the users. Please try again later.') : query ? 'No results' : 'No data yet!'}
        align="middle"
        pagination={{ page, perPage, totalCount, onPage: setPage }}
      />
      {confirming && (
        <Modal
          title="Delete list"
          onClose={() => setConfirming(false)}
          closeLabel="Cancel"
          action={
            <button type="button" onClick={() => void deleteList()} className="rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white hover:bg-red-800">
              Delete
            </button>
          }
        >
          {`Permanently delete ${list.name} and its ${list.userCount === 1 ? 'user' : 'users'}?`}
        </Modal>
      )}
      {failure && (
        <Modal title={failure.title} tone="error" onClose={() => setFailure(undefined)}>
          {failure.text}
        </Modal>
      )}
    </section>
  );
}
