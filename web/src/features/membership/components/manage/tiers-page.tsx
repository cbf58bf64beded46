import { useState } from 'react';
import { toast } from 'sonner';
import { AppLink } from '../../../../components/ui/app-link';
import { SearchBox } from '../../../../components/ui/search-box';
import { errorMessage } from '../../../../lib/api/client';
import { formatMoney } from '../../../../lib/money';
import { useMembershipSettings, useTierMutations, useTiers, type MembershipTier } from '../../api/manage';
import { ActionBar, ConfirmDialog, EmptyList, Loading, membershipsPath, primaryButton, RowMenu, type RowAction } from './manage-parts';
import { capacityLabel, onboardingPath, priceLabel, TIER_TEXT, tierDeletable } from './manage-rules';

export interface TiersSearch {
  query?: string;
}

export interface OwnerProps {
  ownerId: string;
  ownerType: 'User' | 'School';
  username: string;
}

/** Payments are not connected: memberships cannot be sold yet, so the page offers connecting them instead of New tier. */
export function ConnectPayments({ ownerId, ownerType }: Pick<OwnerProps, 'ownerId' | 'ownerType'>) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
      <span>{TIER_TEXT.connectPayments}</span>
      <a href={onboardingPath(ownerId, ownerType)} className={primaryButton}>
        Connect payments
      </a>
    </div>
  );
}

type Confirming = { kind: 'delete' | 'hide'; tier: MembershipTier };

/** /manage/{username}/memberships/tiers (seed 002 §2.3): the owner's tiers with their prices, members and revenue. */
export function TiersPage({ ownerId, ownerType, username, search, onSearchChange }: OwnerProps & { search: TiersSearch; onSearchChange: (patch: TiersSearch) => void }) {
  const query = search.query ?? '';
  const settings = useMembershipSettings(ownerId);
  const tiers = useTiers(ownerId, query);
  const { remove, archive, restore } = useTierMutations();
  const [confirming, setConfirming] = useState<Confirming>();
  const base = `${membershipsPath(username)}/tiers`;

  if (tiers.isLoading || settings.isLoading) return <Loading label="Loading tiers" />;
  if (tiers.error || !tiers.data) {
    return (
      <p role="alert" className="py-12 text-center">
        {errorMessage(tiers.error, 'Failed to get tiers')}
      </p>
    );
  }

  const connected = settings.data?.stripeConnected ?? false;
  const create = connected ? (
    <AppLink href={`${base}/new`} className={primaryButton}>
      New tier
    </AppLink>
  ) : (
    <ConnectPayments ownerId={ownerId} ownerType={ownerType} />
  );
  const list = tiers.data;

  const run = async (what: 'hide' | 'restore' | 'delete', tier: MembershipTier) => {
    const init = { params: { path: { id: tier.id } } };
    try {
      if (what === 'delete') await remove.mutateAsync(init);
      else if (what === 'hide') await archive.mutateAsync(init);
      else await restore.mutateAsync(init);
      toast.success(what === 'delete' ? 'Tier deleted' : what === 'hide' ? 'Tier hidden' : 'Tier restored');
      setConfirming(undefined);
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong, please try again'));
    }
  };

  const actions = (tier: MembershipTier): RowAction[] => [
    { label: 'Edit', href: `${base}/edit?tier=${tier.id}` },
    tier.archived ? { label: 'Restore', onSelect: () => void run('restore', tier) } : { label: 'Hide', onSelect: () => setConfirming({ kind: 'hide', tier }) },
    ...(tierDeletable(tier) ? [{ label: 'Delete', danger: true, onSelect: () => setConfirming({ kind: 'delete', tier }) }] : []),
  ];

  return (
    <section aria-label="Tiers">
      {!connected && list.length > 0 && (
        <div className="mb-4">
          <ConnectPayments ownerId={ownerId} ownerType={ownerType} />
        </div>
      )}
      {(list.length > 0 || query) && (
        <ActionBar>
          <SearchBox value={query} label="Search tiers" onSearch={(text) => onSearchChange({ query: text || undefined })} />
          {connected && <div className="ml-auto">{create}</div>}
        </ActionBar>
      )}
      {list.length === 0 ? (
        <EmptyList title="You don't have any membership tiers yet." filtered={!!query} action={create} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-neutral-200">
          <table aria-label="Tiers" className="w-full min-w-max text-left text-sm">
            <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
              <tr>
                <th scope="col" className="px-4 py-3">Name</th>
                <th scope="col" className="px-4 py-3">Prices</th>
                <th scope="col" className="px-4 py-3">Members</th>
                <th scope="col" className="px-4 py-3">Revenue</th>
                <th scope="col" className="px-4 py-3">Capacity</th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {list.map((tier) => (
                <tr key={tier.id} className={tier.archived ? 'text-neutral-500' : undefined}>
                  <td className="px-4 py-3 font-medium">
                    <AppLink href={`${base}/edit?tier=${tier.id}`} className="hover:underline">
                      {tier.name}
                    </AppLink>
                    {tier.archived && <span className="ml-2 rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-normal text-neutral-700">Hidden</span>}
                  </td>
                  <td className="px-4 py-3">
                    {tier.prices
                      .filter((price) => !price.archived)
                      .map((price) => (
                        <div key={price.id}>{priceLabel(price, tier.currency)}</div>
                      ))}
                  </td>
                  <td className="px-4 py-3">{tier.membersCount}</td>
                  <td className="px-4 py-3">{formatMoney(tier.revenue, tier.currency)}</td>
                  <td className="px-4 py-3">{capacityLabel(tier) ?? 'Unlimited'}</td>
                  <td className="px-4 py-3 text-right">
                    <RowMenu label={tier.name} actions={actions(tier)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={confirming.kind === 'delete' ? 'Delete tier' : 'Hide tier'}
          text={
            confirming.kind === 'delete'
              ? `Permanently delete ${confirming.tier.name}?`
              : `Hide ${confirming.tier.name}? It leaves the membership page; its members keep their membership.`
          }
          confirm={confirming.kind === 'delete' ? 'Delete' : 'Hide'}
          busy={remove.isPending || archive.isPending}
          onConfirm={() => void run(confirming.kind, confirming.tier)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </section>
  );
}
