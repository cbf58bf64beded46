import { AppLink } from '../../../../components/ui/app-link';
import { SearchBox } from '../../../../components/ui/search-box';
import { formatMoney } from '../../../../lib/money';
import { useMembershipSettings, useTierMutations, useTiers, type MembershipTier } from '../../api/manage';
import { capacityText, formatPlan } from '../../format';
import { ActionBar, EmptyList, ListTable, LoadError, Loading, membershipsPath, primaryButton, useHideableRows } from './manage-parts';
import { RowMenu } from '../../../../components/ui/row-menu';
import { onboardingPath, TIER_TEXT, tierDeletable } from './manage-rules';

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

/** /manage/{username}/memberships/tiers (seed 002 §2.3): the owner's tiers with their prices, members and revenue. */
export function TiersPage({ ownerId, ownerType, username, search, onSearchChange }: OwnerProps & { search: TiersSearch; onSearchChange: (patch: TiersSearch) => void }) {
  const query = search.query ?? '';
  const settings = useMembershipSettings(ownerId);
  const tiers = useTiers(ownerId, query);
  const base = `${membershipsPath(username)}/tiers`;
  const editHref = (tier: { id: string }) => `${base}/edit?tier=${tier.id}`;
  const { actions, dialog } = useHideableRows<MembershipTier>({
    noun: 'Tier',
    mutations: useTierMutations(),
    editHref,
    deletable: tierDeletable,
    hideText: 'It leaves the membership page; its members keep their membership.',
  });

  if (tiers.isLoading || settings.isLoading) return <Loading label="Loading tiers" />;
  if (tiers.error || !tiers.data) return <LoadError error={tiers.error} fallback="Failed to get tiers" />;

  const connected = settings.data?.stripeConnected ?? false;
  const create = connected ? (
    <AppLink href={`${base}/new`} className={primaryButton}>
      New tier
    </AppLink>
  ) : (
    <ConnectPayments ownerId={ownerId} ownerType={ownerType} />
  );
  const list = tiers.data;

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
        <ListTable label="Tiers" columns={['Name', 'Prices', 'Members', 'Revenue', 'Capacity']}>
          {list.map((tier) => (
            <tr key={tier.id} className={tier.archived ? 'text-neutral-500' : undefined}>
              <td className="px-4 py-3 font-medium">
                <AppLink href={editHref(tier)} className="hover:underline">
                  {tier.name}
                </AppLink>
                {tier.archived && <span className="ml-2 rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-normal text-neutral-700">Hidden</span>}
              </td>
              <td className="px-4 py-3">
                {tier.prices
                  .filter((price) => !price.archived)
                  .map((price) => (
                    <div key={price.id}>{formatPlan(price.price, tier.currency, price.interval)}</div>
                  ))}
              </td>
              <td className="px-4 py-3">{tier.membersCount}</td>
              <td className="px-4 py-3">{formatMoney(tier.revenue, tier.currency)}</td>
              <td className="px-4 py-3">{capacityText(tier) ?? 'Unlimited'}</td>
              <td className="px-4 py-3 text-right">
                <RowMenu label={tier.name} actions={actions(tier)} />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      {dialog}
    </section>
  );
}
