import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Pagination } from '../../../../components/ui/pagination';
import { errorMessage } from '../../../../lib/api/client';
import { formatMoney } from '../../../../lib/money';
import { useCopied } from '../../../../lib/use-copied';
import { useReferralPayouts, useReferrals, type ReferralPayout, type ReferralRow } from '../../api/referrals';
import { monthlyEarnings, sparklinePoints } from '../../referral-sparkline';
import { formatPayoutDate } from '../payouts/payouts-text';

/** Seed 001 §2.6: what an empty table says. */
export const NO_DATA = 'No data yet!';

const SPARK_WIDTH = 96;
const SPARK_HEIGHT = 24;

/** The referral link, read-only, with a copy button that says 'Link copied' for 2 seconds. */
export function ReferralLink({ link }: { link: string }) {
  const { copied, copy } = useCopied();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Your referral link
      </label>
      <p className="text-sm text-neutral-600">Share it: the accounts that sign up through it, and what their sales earn you, show below.</p>
      <div className="mt-2 flex gap-2">
        <input id={id} readOnly value={link} onFocus={(event) => event.target.select()} className="min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 py-2 text-sm" />
        <button
          type="button"
          onClick={() => copy(link).catch(() => toast.error('Could not copy the link: select it and copy it yourself'))}
          className="shrink-0 rounded-full border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-100"
        >
          {copied ? 'Link copied' : 'Copy link'}
        </button>
      </div>
    </div>
  );
}

/** The last 12 months of a referral's earnings as a line; 1000 (major units) reaches the top. */
export function Sparkline({ dates, currency, today, name }: { dates: Record<string, number>; currency: string; today: Date; name: string }) {
  const points = sparklinePoints(monthlyEarnings(dates, today), currency, SPARK_WIDTH, SPARK_HEIGHT);
  return (
    <svg role="img" aria-label={`Earnings from ${name} over the last 12 months`} width={SPARK_WIDTH} height={SPARK_HEIGHT} viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`} className="overflow-visible">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" className="text-brand" />
    </svg>
  );
}

const head = 'py-2 pr-3 font-medium';
const cell = 'py-2 pr-3 align-middle';
const STATUS_STYLE: Record<ReferralRow['status'], string> = {
  Pending: 'bg-neutral-100 text-neutral-700',
  Earning: 'bg-emerald-50 text-emerald-800',
  Complete: 'bg-sky-50 text-sky-800',
};

/** Seed 001 §2.6: Referred Accounts (with the referral's status), Amount Earned, Referred Account UUID, and the sparkline. */
export function ReferralsTable({ rows, loading, today }: { rows: ReferralRow[]; loading: boolean; today: Date }) {
  return (
    <table aria-label="Referrals" aria-busy={loading || undefined} className="mt-2 w-full text-left text-sm">
      <thead className="text-neutral-600">
        <tr>
          <th className={head}>Referred Accounts</th>
          <th className={head}>Amount Earned</th>
          <th className={head}>Referred Account UUID</th>
          <th className={head}>Last 12 months</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.referredAccountUuid}-${row.currency}`} className="border-t border-neutral-200">
            <td className={cell}>
              <span className="font-medium">{row.referredAccountName}</span>{' '}
              <span className={`ml-1 rounded px-1.5 py-0.5 text-xs ${STATUS_STYLE[row.status]}`}>{row.status}</span>
            </td>
            <td className={cell}>{formatMoney(row.amountEarned, row.currency)}</td>
            <td className={`${cell} font-mono text-xs`}>{row.referredAccountUuid}</td>
            <td className={cell}>
              <Sparkline dates={row.dates} currency={row.currency} today={today} name={row.referredAccountName} />
            </td>
          </tr>
        ))}
        {!loading && rows.length === 0 && (
          <tr className="border-t border-neutral-200">
            <td colSpan={4} className="py-4 text-center text-neutral-600">
              {NO_DATA}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** Seed 001 §2.6: Date Paid, Amount Paid. */
export function ReferralPayoutsTable({ payouts, loading }: { payouts: ReferralPayout[]; loading: boolean }) {
  return (
    <table aria-label="Referral payouts" aria-busy={loading || undefined} className="mt-2 w-full text-left text-sm">
      <thead className="text-neutral-600">
        <tr>
          <th className={head}>Date Paid</th>
          <th className={head}>Amount Paid</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id} className="border-t border-neutral-200">
            <td className={cell}>{formatPayoutDate(payout.paidAt)}</td>
            <td className={cell}>{formatMoney(payout.amount, payout.currency)}</td>
          </tr>
        ))}
        {!loading && payouts.length === 0 && (
          <tr className="border-t border-neutral-200">
            <td colSpan={2} className="py-4 text-center text-neutral-600">
              {NO_DATA}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** /manage/{username}/referral-tracker (beta): the referral link, the accounts it brought with their earnings, and the payouts made. */
export function ReferralTrackerPage({ ownerId }: { ownerId: string }) {
  const [referralsPage, setReferralsPage] = useState(1);
  const [payoutsPage, setPayoutsPage] = useState(1);
  const referrals = useReferrals(ownerId, referralsPage);
  const payouts = useReferralPayouts(ownerId, payoutsPage);
  const [today] = useState(() => new Date());
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold">
        Referral Tracker <span className="ml-2 rounded bg-neutral-200 px-1.5 align-middle text-xs font-normal">Beta</span>
      </h1>
      {referrals.data && <ReferralLink link={referrals.data.referralLink} />}

      <section aria-labelledby="referrals-heading">
        <h2 id="referrals-heading" className="text-lg font-semibold">
          Referrals
        </h2>
        {referrals.error ? (
          <p role="alert">{errorMessage(referrals.error)}</p>
        ) : (
          <ReferralsTable rows={referrals.data?.data ?? []} loading={referrals.isLoading || referrals.isPlaceholderData} today={today} />
        )}
        {referrals.data && <Pagination page={referralsPage} totalCount={referrals.data.totalCount} perPage={referrals.data.perPage} onPage={setReferralsPage} className="mt-4" />}
      </section>

      <section aria-labelledby="referral-payouts-heading">
        <h2 id="referral-payouts-heading" className="text-lg font-semibold">
          Payouts
        </h2>
        {payouts.error ? (
          <p role="alert">{errorMessage(payouts.error)}</p>
        ) : (
          <ReferralPayoutsTable payouts={payouts.data?.data ?? []} loading={payouts.isLoading || payouts.isPlaceholderData} />
        )}
        {payouts.data && <Pagination page={payoutsPage} totalCount={payouts.data.totalCount} perPage={payouts.data.perPage} onPage={setPayoutsPage} className="mt-4" />}
      </section>
    </div>
  );
}
