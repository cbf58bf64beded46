import { useMemo, useState } from 'react';
import { CopyLinkField } from '../../../../components/ui/copy-link';
import { DataTable, dataColumns } from '../../../../components/ui/data-table';
import { errorMessage } from '../../../../lib/api/client';
import { formatMoney } from '../../../../lib/money';
import { useReferralPayouts, useReferrals, type ReferralPayout, type ReferralRow } from '../../api/referrals';
import { monthlyEarnings, sparklinePoints } from '../../referral-sparkline';
import { formatPayoutDate } from '../payouts/payouts-text';

/** Seed 001 §2.6: what an empty table says. */
export const NO_DATA = 'No data yet!';

const SPARK_WIDTH = 96;
const SPARK_HEIGHT = 24;

/** The last 12 months of a referral's earnings as a line; 1000 (major units) reaches the top. */
export function Sparkline({ dates, currency, today, name }: { dates: Record<string, number>; currency: string; today: Date; name: string }) {
  const points = sparklinePoints(monthlyEarnings(dates, today), currency, SPARK_WIDTH, SPARK_HEIGHT);
  return (
    <svg role="img" aria-label={`Earnings from ${name} over the last 12 months`} width={SPARK_WIDTH} height={SPARK_HEIGHT} viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`} className="overflow-visible">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" className="text-brand" />
    </svg>
  );
}

const STATUS_STYLE: Record<ReferralRow['status'], string> = {
  Pending: 'bg-neutral-100 text-neutral-700',
  Earning: 'bg-emerald-50 text-emerald-800',
  Complete: 'bg-sky-50 text-sky-800',
};

const referralColumn = dataColumns<ReferralRow>();
/** Seed 001 §2.6: Referred Accounts (with the referral's status), Amount Earned, Referred Account UUID, and the sparkline. */
const referralColumns = (today: Date) =>
  referralColumn.columns([
    referralColumn.accessor('referredAccountName', {
      header: 'Referred Accounts',
      cell: ({ row: { original: row } }) => (
        <>
          <span className="font-medium">{row.referredAccountName}</span>{' '}
          <span className={`ml-1 rounded px-1.5 py-0.5 text-xs ${STATUS_STYLE[row.status]}`}>{row.status}</span>
        </>
      ),
    }),
    referralColumn.accessor('amountEarned', { header: 'Amount Earned', cell: ({ row: { original: row } }) => formatMoney(row.amountEarned, row.currency) }),
    referralColumn.accessor('referredAccountUuid', { header: 'Referred Account UUID', cell: ({ row: { original: row } }) => <span className="font-mono text-xs">{row.referredAccountUuid}</span> }),
    referralColumn.display({
      id: 'sparkline',
      header: 'Last 12 months',
      cell: ({ row: { original: row } }) => <Sparkline dates={row.dates} currency={row.currency} today={today} name={row.referredAccountName} />,
    }),
  ]);

const payoutColumn = dataColumns<ReferralPayout>();
/** Seed 001 §2.6: Date Paid, Amount Paid. */
const PAYOUT_COLUMNS = payoutColumn.columns([
  payoutColumn.accessor('paidAt', { header: 'Date Paid', cell: ({ row }) => formatPayoutDate(row.original.paidAt) }),
  payoutColumn.accessor('amount', { header: 'Amount Paid', cell: ({ row }) => formatMoney(row.original.amount, row.original.currency) }),
]);

/** /manage/{username}/referral-tracker (beta): the referral link, the accounts it brought with their earnings, and the payouts made. */
export function ReferralTrackerPage({ ownerId }: { ownerId: string }) {
  const [referralsPage, setReferralsPage] = useState(1);
  const [payoutsPage, setPayoutsPage] = useState(1);
  const referrals = useReferrals(ownerId, referralsPage);
  const payouts = useReferralPayouts(ownerId, payoutsPage);
  const [today] = useState(() => new Date());
  // Kept across renders: a new cell function would remount its cells.
  const columns = useMemo(() => referralColumns(today), [today]);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold">
        Referral Tracker <span className="ml-2 rounded bg-neutral-200 px-1.5 align-middle text-xs font-normal">Beta</span>
      </h1>
      {referrals.data && (
        <CopyLinkField
          label="Your referral link"
          hint="Share it: the accounts that sign up through it, and what their sales earn you, show below."
          link={referrals.data.referralLink}
        />
      )}

      <section aria-labelledby="referrals-heading" className="flex flex-col gap-2">
        <h2 id="referrals-heading" className="text-lg font-semibold">
          Referrals
        </h2>
        {referrals.error ? (
          <p role="alert">{errorMessage(referrals.error)}</p>
        ) : (
          <DataTable
            label="Referrals"
            columns={columns}
            data={referrals.data?.data ?? []}
            rowKey={(row) => `${row.referredAccountUuid}-${row.currency}`}
            loading={referrals.isLoading || referrals.isPlaceholderData}
            empty={NO_DATA}
            align="middle"
            pagination={referrals.data && { page: referralsPage, perPage: referrals.data.perPage, totalCount: referrals.data.totalCount, onPage: setReferralsPage }}
          />
        )}
      </section>

      <section aria-labelledby="referral-payouts-heading" className="flex flex-col gap-2">
        <h2 id="referral-payouts-heading" className="text-lg font-semibold">
          Payouts
        </h2>
        {payouts.error ? (
          <p role="alert">{errorMessage(payouts.error)}</p>
        ) : (
          <DataTable
            label="Referral payouts"
            columns={PAYOUT_COLUMNS}
            data={payouts.data?.data ?? []}
            rowKey={(payout) => payout.id}
            loading={payouts.isLoading || payouts.isPlaceholderData}
            empty={NO_DATA}
            pagination={payouts.data && { page: payoutsPage, perPage: payouts.data.perPage, totalCount: payouts.data.totalCount, onPage: setPayoutsPage }}
          />
        )}
      </section>
    </div>
  );
}
