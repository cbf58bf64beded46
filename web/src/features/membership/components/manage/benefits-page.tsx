import { AppLink } from '../../../../components/ui/app-link';
import { SearchBox } from '../../../../components/ui/search-box';
import { useBenefitMutations, useBenefits, type MembershipBenefit } from '../../api/manage';
import { ActionBar, EmptyList, FilterSelect, ListTable, LoadError, Loading, membershipsPath, primaryButton, TierFilter, useHideableRows } from './manage-parts';
import { RowMenu } from '../../../../components/ui/row-menu';
import { benefitDeletable, benefitLimitLabel, benefitValueLabel, BENEFIT_STATUSES, type ListStatus } from './manage-rules';

export interface BenefitsSearch {
  query?: string;
  tierId?: string;
  status?: ListStatus;
}

/** /manage/{username}/memberships/benefits: the owner's benefits (discounts on tickets for members), with a tier and a status filter. */
export function BenefitsPage({ ownerId, username, search, onSearchChange }: { ownerId: string; username: string; search: BenefitsSearch; onSearchChange: (patch: BenefitsSearch) => void }) {
  const query = search.query ?? '';
  const status = search.status ?? 'all';
  const tierId = search.tierId ?? '';
  const benefits = useBenefits({ ownerId, status, ...(query ? { query } : {}), ...(tierId ? { tierId } : {}) });
  const base = `${membershipsPath(username)}/benefits`;
  const editHref = (benefit: { id: string }) => `${base}/edit?benefit=${benefit.id}`;
  const { actions, dialog } = useHideableRows<MembershipBenefit>({
    noun: 'Benefit',
    mutations: useBenefitMutations(),
    editHref,
    deletable: benefitDeletable,
    hideText: 'Members no longer get it.',
  });
  const filtered = !!query || !!tierId || status !== 'all';

  if (benefits.isLoading) return <Loading label="Loading benefits" />;
  if (benefits.error || !benefits.data) return <LoadError error={benefits.error} />;
  const list = benefits.data;
  const create = (
    <AppLink href={`${base}/new`} className={primaryButton}>
      New benefit
    </AppLink>
  );

  return (
    <section aria-label="Benefits">
      {(list.length > 0 || filtered) && (
        <ActionBar>
          <SearchBox value={query} label="Search benefits" onSearch={(text) => onSearchChange({ query: text || undefined })} />
          <TierFilter ownerId={ownerId} value={tierId} onChange={(id) => onSearchChange({ tierId: id })} />
          <FilterSelect label="Filter by status" value={status} options={BENEFIT_STATUSES} onChange={(value) => onSearchChange({ status: value === 'all' ? undefined : value })} />
          <div className="ml-auto">{create}</div>
        </ActionBar>
      )}
      {list.length === 0 ? (
        <EmptyList title="You don't have any benefits yet." filtered={filtered} action={create} />
      ) : (
        <ListTable label="Benefits" columns={['Descriptor', 'Discount', 'Limit', 'Tiers', 'Redeemed', 'Status']}>
          {list.map((benefit) => (
            <tr key={benefit.id} className={benefit.archived ? 'text-neutral-500' : undefined}>
              <td className="px-4 py-3 font-medium">
                <AppLink href={editHref(benefit)} className="hover:underline">
                  {benefit.name}
                </AppLink>
              </td>
              <td className="px-4 py-3">{benefitValueLabel(benefit)}</td>
              <td className="px-4 py-3">{benefitLimitLabel(benefit)}</td>
              <td className="px-4 py-3">{benefit.tiers.map((tier) => tier.name).join(', ')}</td>
              <td className="px-4 py-3">{benefit.redeemed}</td>
              <td className="px-4 py-3">{benefit.archived ? 'Hidden' : 'Active'}</td>
              <td className="px-4 py-3 text-right">
                <RowMenu label={benefit.name} actions={actions(benefit)} />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      {dialog}
    </section>
  );
}
