import { AppLink } from '../../../../components/ui/app-link';
import type { AdminAccount, FeatureFlag } from '../../api/super-admin';
import { FEATURE_FLAG_LABELS, FEATURE_FLAGS, formatDay } from './feature-flags';
import { FlagSwitch } from './flag-switch';

const cell = 'px-4 py-3 align-top';

/** Accounts found: who they are, a link into their management area, and a switch per feature flag. */
export function AccountsTable({
  accounts,
  busy,
  loading,
  onSetFlag,
  onRecordPayout,
}: {
  accounts: AdminAccount[];
  /** The switch being saved, if any. */
  busy?: { id: string; flag: FeatureFlag };
  loading: boolean;
  onSetFlag: (account: AdminAccount, flag: FeatureFlag, enabled: boolean) => void;
  /** Opens the referral payout form for the account. */
  onRecordPayout?: (account: AdminAccount) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200">
      <table aria-label="Accounts" aria-busy={loading || undefined} className="w-full min-w-max text-left text-sm">
        <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
          <tr>
            {['Name', 'Username', 'Type', 'E-mail', 'Created', 'Feature flags'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Manage</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {accounts.map((account) => (
            <tr key={account.id}>
              <td className={`${cell} font-medium`}>{account.name}</td>
              <td className={cell}>@{account.username}</td>
              <td className={cell}>{account.type === 'User' ? 'User' : 'Organization'}</td>
              <td className={cell}>{account.email ?? <span className="text-neutral-400">—</span>}</td>
              <td className={cell}>{formatDay(account.createdAt)}</td>
              <td className={cell}>
                <div className="flex flex-col gap-2">
                  {FEATURE_FLAGS.map((flag) => (
                    <FlagSwitch
                      key={flag}
                      label={FEATURE_FLAG_LABELS[flag]}
                      accountName={account.name}
                      on={account.flags[flag]}
                      busy={busy?.id === account.id && busy.flag === flag}
                      onChange={(enabled) => onSetFlag(account, flag, enabled)}
                    />
                  ))}
                </div>
              </td>
              <td className={cell}>
                <div className="flex flex-col items-start gap-2">
                  <AppLink href={`/manage/${account.username}/events`} aria-label={`Manage ${account.name}`} className="font-medium underline">
                    Manage
                  </AppLink>
                  {onRecordPayout && (
                    <button type="button" aria-label={`Record a referral payout to ${account.name}`} className="text-xs underline" onClick={() => onRecordPayout(account)}>
                      Referral payout
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
          {!loading && accounts.length === 0 && (
            <tr>
              <td colSpan={7} className="px-4 py-8 text-center text-neutral-600">
                No accounts match your search.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
