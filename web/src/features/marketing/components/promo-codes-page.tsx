import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { DataTable, dataColumns } from '../../../components/ui/data-table';
import { Modal } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { errorMessage } from '../../../lib/api/client';
import { usePromoCodeMutations, usePromoCodes, type PromoCode } from '../api/promo-codes';
import { RowMenu } from '../../../components/ui/row-menu';
import { discountText, PROMO_LIMITS, PROMO_TEXT, promoCodesPath, statusText, type PromoCodesSearch, type PromoSort } from '../rules/promo-code';

export const primaryButton = 'rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50';
export const secondaryButton = 'rounded-full border border-neutral-300 px-5 py-2 text-sm font-medium hover:bg-neutral-50 disabled:opacity-50';

const column = dataColumns<PromoCode>();

/** Uses, and the limit when there is one. */
const usesText = (code: PromoCode) => (code.quantity === null ? String(code.uses) : `${code.uses} / ${code.quantity}`);

/** Column ids are the API's sort keys where a column sorts. Kept across renders: a new cell function would remount its cells. */
const columns = (username: string, onDelete: (code: PromoCode) => void) => {
  const editHref = (code: PromoCode) => `${promoCodesPath(username)}/edit/${code.id}`;
  return column.columns([
    column.accessor('code', {
      header: 'Code',
      cell: ({ row: { original: code } }) => (
        <AppLink href={editHref(code)} className="font-medium underline underline-offset-2">
          {code.code}
        </AppLink>
      ),
    }),
    column.accessor((code) => discountText(code), { id: 'discount', header: 'Discount' }),
    column.accessor('uses', { header: 'Uses', cell: ({ row }) => usesText(row.original) }),
    column.accessor('status', { header: 'Status', enableSorting: false, cell: ({ row }) => statusText(row.original) }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: code } }) => (
        <RowMenu
          label={code.code}
          actions={[
            { label: 'Edit', href: editHref(code) },
            { label: 'Delete', danger: true, onSelect: () => onDelete(code) },
          ]}
        />
      ),
    }),
  ]);
};

/**
 * /manage/{username}/marketing/global-promo-codes (seed 001 §2.5): the owner's codes, 10 a page, searched and sorted
 * on the server; each is edited or, after a confirmation, deleted.
 */
export function PromoCodesPage({ ownerId, username, search, onSearchChange }: { ownerId: string; username: string; search: PromoCodesSearch; onSearchChange: (patch: PromoCodesSearch) => void }) {
  const query = search.query ?? '';
  const page = search.page ?? 1;
  const perPage = PROMO_LIMITS.perPage;
  const codes = usePromoCodes({ ownerId, page, perPage, ...(query ? { query } : {}), ...(search.sort ? { sort: search.sort, direction: search.direction ?? 'asc' } : {}) });
  const { remove } = usePromoCodeMutations();
  const [deleting, setDeleting] = useState<PromoCode>();
  const tableColumns = useMemo(() => columns(username, setDeleting), [username]);

  const confirmDelete = async (code: PromoCode) => {
    try {
      await remove.mutateAsync({ params: { path: { id: code.id }, query: { ownerId } } });
      toast.success(PROMO_TEXT.deleted);
      setDeleting(undefined);
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong, please try again'));
    }
  };

  const base = promoCodesPath(username);
  const rows = codes.data?.data ?? [];
  const totalCount = codes.data?.totalCount ?? 0;
  return (
    <section aria-labelledby="promo-codes-heading" className="flex flex-col gap-4">
      <h2 id="promo-codes-heading" className="sr-only">
        Global Promo Codes
      </h2>
      <div role="toolbar" aria-label="List actions" className="flex flex-wrap items-center gap-3">
        <SearchBox value={query} label="Search codes" onSearch={(text) => onSearchChange({ query: text || undefined, page: undefined })} />
        <div className="ml-auto flex gap-2">
          <AppLink href={`${base}/bulk-import`} className={secondaryButton}>
            Bulk import
          </AppLink>
          <AppLink href={`${base}/new`} className={primaryButton}>
            Add code
          </AppLink>
        </div>
      </div>
      <DataTable
        label="Promo codes"
        columns={tableColumns}
        data={rows}
        rowKey={(code) => code.id}
        sort={{ sortBy: search.sort, sortOrder: search.direction }}
        onSort={(next) => onSearchChange({ sort: next.sortBy as PromoSort, direction: next.sortOrder, page: undefined })}
        loading={codes.isLoading}
        skeletonRows={3}
        empty={codes.isError ? errorMessage(codes.error, 'Unable to load promo codes. Please try again later.') : 'No results'}
        align="middle"
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <span>{totalCount === 1 ? '1 code' : `${totalCount} codes`}</span>
        <Pagination page={page} totalCount={totalCount} perPage={perPage} onPage={(next) => onSearchChange({ page: next > 1 ? next : undefined })} />
      </div>
      {deleting && (
        <Modal
          title="Delete code"
          onClose={() => setDeleting(undefined)}
          closeLabel="Cancel"
          action={
            <button type="button" disabled={remove.isPending} onClick={() => void confirmDelete(deleting)} className="rounded-full bg-red-700 px-5 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50">
              Delete
            </button>
          }
        >
          {`Permanently delete ${deleting.code}?`}
        </Modal>
      )}
    </section>
  );
}
