import { useRef, useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { errorMessage } from '../../../../lib/api/client';
import { formatMoney, type Currency } from '../../../../lib/money';
import { useRecordReferralPayout } from '../../api/referrals';
import { useAdminAccounts, useAdminActions, useSetFeatureFlag, type AdminAccount, type FeatureFlag } from '../../api/super-admin';
import { AccountsTable } from './accounts-table';
import { FEATURE_FLAG_LABELS } from './feature-flags';
import { RecentActionsTable } from './recent-actions';
import { ReferralPayoutForm } from './referral-payout-form';

/**
 * /super_admin: find any account, open its management area, turn its feature flags on and off, record a referral
 * payout made to it, and see who did what.
 */
export function SuperAdminPage() {
  const [search, setSearch] = useState({ query: '', page: 1 });
  const [actionsPage, setActionsPage] = useState(1);
  const accounts = useAdminAccounts(search.query, search.page);
  const actions = useAdminActions(actionsPage);
  const setFlag = useSetFeatureFlag();

  const onSetFlag = (account: AdminAccount, flag: FeatureFlag, enabled: boolean) =>
    setFlag.mutate(
      { params: { path: { id: account.id } }, body: { flag, enabled } },
      {
        onSuccess: () => {
          toast.success(`${FEATURE_FLAG_LABELS[flag]} turned ${enabled ? 'on' : 'off'} for ${account.name}`);
          setActionsPage(1);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const busy = setFlag.isPending && setFlag.variables ? { id: setFlag.variables.params.path.id, flag: setFlag.variables.body.flag } : undefined;
  const [paying, setPaying] = useState<AdminAccount>();
  const recordPayout = useRecordReferralPayout();
  // The row's button that opened the form gets the focus back when the form closes.
  const payoutOpener = useRef<HTMLElement | null>(null);
  const choosePayee = (account: AdminAccount | undefined) => {
    recordPayout.reset();
    setPaying(account);
    if (account) payoutOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    else payoutOpener.current?.focus();
  };
  const onRecordPayout = (account: AdminAccount, amount: number, currency: Currency) =>
    recordPayout.mutate(
      { body: { accountId: account.id, amount, currency } },
      {
        onSuccess: () => {
          toast.success(`Referral payout of ${formatMoney(amount, currency)} recorded for ${account.name}`);
          choosePayee(undefined);
          setActionsPage(1);
        },
      },
    );

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-semibold">Super Admin</h1>

      <section aria-labelledby="accounts-heading" className="flex flex-col gap-3">
        <h2 id="accounts-heading" className="text-lg font-semibold">
          Accounts
        </h2>
        <SearchBox value={search.query} onSearch={(query) => setSearch({ query, page: 1 })} label="Search accounts" placeholder="Name, username or e-mail" />
        {accounts.error ? (
          <p role="alert">{errorMessage(accounts.error)}</p>
        ) : (
          <AccountsTable accounts={accounts.data?.data ?? []} loading={accounts.isLoading || accounts.isPlaceholderData} busy={busy} onSetFlag={onSetFlag} onRecordPayout={choosePayee} />
        )}
        {paying && (
          <ReferralPayoutForm
            key={paying.id}
            account={paying}
            busy={recordPayout.isPending}
            error={recordPayout.error ? errorMessage(recordPayout.error) : undefined}
            onSubmit={(amount, currency) => onRecordPayout(paying, amount, currency)}
            onCancel={() => choosePayee(undefined)}
          />
        )}
        {accounts.data && <Pagination page={search.page} totalCount={accounts.data.totalCount} perPage={accounts.data.perPage} onPage={(page) => setSearch({ ...search, page })} />}
      </section>

      <section aria-labelledby="actions-heading" className="flex flex-col gap-3">
        <h2 id="actions-heading" className="text-lg font-semibold">
          Recent actions
        </h2>
        {actions.error ? <p role="alert">{errorMessage(actions.error)}</p> : <RecentActionsTable actions={actions.data?.data ?? []} loading={actions.isLoading} />}
        {actions.data && <Pagination page={actionsPage} totalCount={actions.data.totalCount} perPage={actions.data.perPage} onPage={setActionsPage} />}
      </section>
    </main>
  );
}
