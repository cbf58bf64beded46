import { useState } from 'react';
import { toast } from 'sonner';
import { AppLink } from '../../../../components/ui/app-link';
import { SearchBox } from '../../../../components/ui/search-box';
import { errorMessage } from '../../../../lib/api/client';
import { useBenefitMutations, useBenefits, useTiers, type MembershipBenefit } from '../../api/manage';
import { ActionBar, ConfirmDialog, EmptyList, FilterSelect, Loading, membershipsPath, primaryButton, RowMenu, type RowAction } from './manage-parts';
import { benefitDeletable, benefitLimitLabel, benefitValueLabel, BENEFIT_STATUSES, type ListStatus } from './manage-rules';

export interface BenefitsSearch {
  query?: string;
  tierId?: string;
  status?: ListStatus;
}

type Confirming = { kind: 'delete' | 'hide'; benefit: MembershipBenefit };

/** /manage/{username}/memberships/benefits: the owner's benefits (discounts on tickets for members), with a tier and a status filter. */
export function BenefitsPage({ ownerId, username, search, onSearchChange }: { ownerId: string; username: string; search: BenefitsSearch; onSearchChange: (patch: BenefitsSearch) => void }) {
  const query = search.query ?? '';
  const status = search.status ?? 'all';
  const tierId = search.tierId ?? '';
  const benefits = useBenefits({ ownerId, status, ...(query ? { query } : {}), ...(tierId ? { tierId } : {}) });
  const tiers = useTiers(ownerId);
  const { remove, archive, restore } = useBenefitMutations();
  const [confirming, setConfirming] = useState<Confirming>();
  const base = `${membershipsPath(username)}/benefits`;
  const filtered = !!query || !!tierId || status !== 'all';

  if (benefits.isLoading) return <Loading label="Loading benefits" />;
  if (benefits.error || !benefits.data) {
    return (
      <p role="alert" className="py-12 text-center">
        {errorMessage(benefits.error)}
      </p>
    );
  }
  const list = benefits.data;
  const create = (
    <AppLink href={`${base}/new`} className={primaryButton}>
      New benefit
    </AppLink>
  );

  const run = async (what: 'hide' | 'restore' | 'delete', benefit: MembershipBenefit) => {
    const init = { params: { path: { id: benefit.id } } };
    try {
      if (what === 'delete') await remove.mutateAsync(init);
      else if (what === 'hide') await archive.mutateAsync(init);
      else await restore.mutateAsync(init);
      toast.success(what === 'delete' ? 'Benefit deleted' : what === 'hide' ? 'Benefit hidden' : 'Benefit restored');
      setConfirming(undefined);
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong, please try again'));
    }
  };

  const actions = (benefit: MembershipBenefit): RowAction[] => [
    { label: 'Edit', href: `${base}/edit?benefit=${benefit.id}` },
    benefit.archived ? { label: 'Restore', onSelect: () => void run('restore', benefit) } : { label: 'Hide', onSelect: () => setConfirming({ kind: 'hide', benefit }) },
    ...(benefitDeletable(benefit) ? [{ label: 'Delete', danger: true, onSelect: () => setConfirming({ kind: 'delete', benefit }) }] : []),
  ];

  return (
    <section aria-label="Benefits">
      {(list.length > 0 || filtered) && (
        <ActionBar>
          <SearchBox value={query} label="Search benefits" onSearch={(text) => onSearchChange({ query: text || undefined })} />
          <FilterSelect
            label="Filter by tier"
            value={tierId}
            options={[{ value: '', label: 'All tiers' }, ...(tiers.data ?? []).map((tier) => ({ value: tier.id, label: tier.name }))]}
            onChange={(value) => onSearchChange({ tierId: value || undefined })}
          />
          <FilterSelect label="Filter by status" value={status} options={BENEFIT_STATUSES} onChange={(value) => onSearchChange({ status: value === 'all' ? undefined : value })} />
          <div className="ml-auto">{create}</div>
        </ActionBar>
      )}
      {list.length === 0 ? (
        <EmptyList title="You don't have any benefits yet." filtered={filtered} action={create} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-neutral-200">
          <table aria-label="Benefits" className="w-full min-w-max text-left text-sm">
            <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
              <tr>
                <th scope="col" className="px-4 py-3">Descriptor</th>
                <th scope="col" className="px-4 py-3">Discount</th>
                <th scope="col" className="px-4 py-3">Limit</th>
                <th scope="col" className="px-4 py-3">Tiers</th>
                <th scope="col" className="px-4 py-3">Redeemed</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {list.map((benefit) => (
                <tr key={benefit.id} className={benefit.archived ? 'text-neutral-500' : undefined}>
                  <td className="px-4 py-3 font-medium">
                    <AppLink href={`${base}/edit?benefit=${benefit.id}`} className="hover:underline">
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
            </tbody>
          </table>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={confirming.kind === 'delete' ? 'Delete benefit' : 'Hide benefit'}
          text={confirming.kind === 'delete' ? `Permanently delete ${confirming.benefit.name}?` : `Hide ${confirming.benefit.name}? Members no longer get it.`}
          confirm={confirming.kind === 'delete' ? 'Delete' : 'Hide'}
          busy={remove.isPending || archive.isPending}
          onConfirm={() => void run(confirming.kind, confirming.benefit)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </section>
  );
}
