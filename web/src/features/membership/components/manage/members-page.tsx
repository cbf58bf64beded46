import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { AppLink } from '../../../../components/ui/app-link';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { errorMessage } from '../../../../lib/api/client';
import { downloadCsv } from '../../../../lib/csv';
import { formatMoney } from '../../../../lib/money';
import { exportMembers, useMemberMutations, useMembers, type Member } from '../../api/manage';
import { ActionBar, ConfirmDialog, EmptyList, FilterSelect, ListTable, LoadError, Loading, membershipsPath, primaryButton, secondaryButton, TierFilter } from './manage-parts';
import { RowMenu } from '../../../../components/ui/row-menu';
import { formatDay, intervalLabel, MEMBER_STATUSES, MEMBER_TEXT, MEMBERS_PER_PAGE, membersCsvRows, membersFileName, patronPath, statusLabel, type MemberFilter } from './manage-rules';

export interface MembersSearch {
  query?: string;
  tierId?: string;
  status?: MemberFilter;
  page?: number;
}

/** /manage/{username}/memberships/members: the owner's members, 10 a page, with a tier and a status filter and the CSV export. */
export function MembersPage({ ownerId, username, search, onSearchChange }: { ownerId: string; username: string; search: MembersSearch; onSearchChange: (patch: MembersSearch) => void }) {
  const query = search.query ?? '';
  const tierId = search.tierId ?? '';
  const status = search.status ?? 'all';
  const page = search.page ?? 1;
  const filters = { ownerId, status, ...(query ? { query } : {}), ...(tierId ? { tierId } : {}) };
  const members = useMembers({ ...filters, page, perPage: MEMBERS_PER_PAGE });
  const { remove } = useMemberMutations();
  const [removing, setRemoving] = useState<Member>();
  const [exporting, setExporting] = useState(false);
  const base = `${membershipsPath(username)}/members`;
  const filtered = !!query || !!tierId || status !== 'all';

  if (members.isLoading) return <Loading label="Loading members" />;
  if (members.error || !members.data) return <LoadError error={members.error} />;
  const { data: rows, totalCount } = members.data;
  const create = (
    <AppLink href={`${base}/new`} className={primaryButton}>
      Add member
    </AppLink>
  );

  const runExport = async () => {
    setExporting(true);
    try {
      downloadCsv(membersFileName(), membersCsvRows(await exportMembers(filters)));
    } catch (error) {
      toast.error(errorMessage(error, 'Export failed, please try again'));
    } finally {
      setExporting(false);
    }
  };

  const confirmRemove = async (member: Member) => {
    try {
      await remove.mutateAsync({ params: { path: { id: member.id } } });
      toast.success(MEMBER_TEXT.removed);
      setRemoving(undefined);
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong, please try again'));
    }
  };

  return (
    <section aria-label="Members">
      {(totalCount > 0 || filtered) && (
        <ActionBar>
          <SearchBox value={query} label="Search members" onSearch={(text) => onSearchChange({ query: text || undefined, page: undefined })} />
          <TierFilter ownerId={ownerId} value={tierId} onChange={(id) => onSearchChange({ tierId: id, page: undefined })} />
          <FilterSelect label="Filter by status" value={status} options={MEMBER_STATUSES} onChange={(value) => onSearchChange({ status: value === 'all' ? undefined : value, page: undefined })} />
          <div className="ml-auto flex gap-2">
            <button type="button" className={secondaryButton} disabled={exporting || totalCount === 0} onClick={() => void runExport()}>
              {exporting ? 'Exporting…' : 'Export'}
            </button>
            {create}
          </div>
        </ActionBar>
      )}
      {rows.length === 0 ? (
        <EmptyList title="You don't have any members yet." filtered={filtered} action={create} />
      ) : (
        <>
          <ListTable label="Members" columns={['Name', 'Email', 'Tier', 'Price', 'Interval', 'Status', 'Expires on']}>
            {rows.map((member) => (
              <tr key={member.id} className="hover:bg-neutral-50">
                <td className="px-4 py-3 font-medium">
                  <AppLink href={patronPath(username, member.patronKey)} className="hover:underline">
                    {member.userName}
                  </AppLink>
                  {member.addedManually && <span className="ml-2 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-normal text-neutral-700">Added Manually</span>}
                </td>
                <td className="px-4 py-3">{member.userEmail}</td>
                <td className="px-4 py-3">{member.tierName}</td>
                <td className="px-4 py-3">{formatMoney(member.priceAmount, member.currency)}</td>
                <td className="px-4 py-3">{intervalLabel(member.priceInterval)}</td>
                <td className="px-4 py-3">{statusLabel(member.displayStatus)}</td>
                <td className="px-4 py-3">{formatDay(member.expiresAt)}</td>
                <td className="px-4 py-3 text-right">
                  {member.addedManually ? (
                    <RowMenu
                      label={member.userName}
                      actions={[
                        { label: 'Edit', href: `${base}/edit?member=${member.id}` },
                        { label: 'Remove', danger: true, onSelect: () => setRemoving(member) },
                      ]}
                    />
                  ) : (
                    <span title={MEMBER_TEXT.providerManaged} className="text-xs text-neutral-500">
                      Managed in Stripe<span className="sr-only">: {MEMBER_TEXT.providerManaged}</span>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
          <div className="mt-4 flex items-center justify-between">
            <p className="text-sm text-neutral-600">{totalCount === 1 ? '1 member' : `${totalCount} members`}</p>
            <Pagination page={page} totalCount={totalCount} perPage={MEMBERS_PER_PAGE} onPage={(next) => onSearchChange({ page: next > 1 ? next : undefined })} />
          </div>
        </>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove member"
          text={`Remove ${removing.userName} from ${removing.tierName}?`}
          confirm="Remove"
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(removing)}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </section>
  );
}
