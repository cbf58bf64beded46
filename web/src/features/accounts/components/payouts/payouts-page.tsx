import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { AppLink } from '../../../../components/ui/app-link';
import { Pagination } from '../../../../components/ui/pagination';
import { errorMessage } from '../../../../lib/api/client';
import { formatMoney, isCurrency, type Currency } from '../../../../lib/money';
import type { ManagedAccount } from '../../access';
import { useCurrencies, useDisconnectStripe, useLoginLink, usePaymentConnection, usePayouts, useUpdatePayoutSettings, type PaymentConnection } from '../../api/payouts';
import { CardReadersSection } from '../card-readers/card-readers-section';
import { formatPayoutDate, onboardingPath, paymentFeeText, PAYOUTS_TEXT } from './payouts-text';

/**
 * /manage/{username}/settings/payouts (seed 001 §2.1): the payment connection, currency and card fee, card
 * readers and the payout table. With demo payments the page says that no money moves.
 */
export function PayoutsPage({ account }: { account: ManagedAccount }) {
  const connection = usePaymentConnection(account.id);
  if (connection.isLoading) return <div aria-busy="true" />;
  if (!connection.data) return <p role="alert">{errorMessage(connection.error)}</p>;
  const connected = !!connection.data.stripeAccountId;
  return (
    <section aria-labelledby="payouts-heading" className="space-y-8">
      <h1 id="payouts-heading" className="text-2xl font-semibold">
        Payouts
      </h1>
      {connection.data.gateway === 'demo' && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          {PAYOUTS_TEXT.demo} Stripe is simulated: connecting opens a demo account, and payouts are worked out from demo ticket sales.
        </p>
      )}
      <PaymentConnectionPanel account={account} connection={connection.data} />
      {/* Keyed by the saved currency: the choice starts over from it once saved. */}
      <CurrencyPanel key={connection.data.currency} ownerId={account.id} currency={connection.data.currency} />
      <CardReadersSection account={account} connected={connected} />
      <PayoutTable ownerId={account.id} />
    </section>
  );
}

function PaymentConnectionPanel({ account, connection }: { account: ManagedAccount; connection: PaymentConnection }) {
  const disconnect = useDisconnectStripe();
  const loginLink = useLoginLink();
  const demo = connection.gateway === 'demo';

  const onDisconnect = async () => {
    try {
      await disconnect.mutateAsync({ params: { query: { ownerId: account.id } } });
      toast.success(PAYOUTS_TEXT.disconnected);
    } catch {
      toast.error(PAYOUTS_TEXT.disconnectFailed);
    }
  };
  const onDashboard = async () => {
    try {
      const { url } = await loginLink.mutateAsync({ body: { ownerId: account.id } });
      if (url) window.open(url, '_blank', 'noopener');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div aria-labelledby="payment-connection-heading" role="group" className="rounded-xl border border-neutral-200 p-4">
      <h2 id="payment-connection-heading" className="text-lg font-semibold">
        Payment connection
      </h2>
      {connection.stripeAccountId ? (
        <div className="mt-2 space-y-2 text-sm">
          <p>
            Connected to Stripe{demo ? ' (demo)' : ''}: <span className="font-mono">{connection.stripeAccountId}</span>
          </p>
          {!connection.stripeConnected && (
            <p>
              Stripe cannot take card payments for this account until its onboarding is finished.{' '}
              <AppLink href={onboardingPath(account)} className="underline">
                Finish onboarding
              </AppLink>
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {demo ? (
              <p className="text-neutral-600">Demo accounts have no Stripe dashboard.</p>
            ) : (
              <button type="button" className="underline disabled:opacity-50" disabled={loginLink.isPending} onClick={() => void onDashboard()}>
                Open Stripe dashboard
              </button>
            )}
            <button type="button" className="text-red-700 underline disabled:opacity-50" disabled={disconnect.isPending} onClick={() => void onDisconnect()}>
              Disconnect
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-2 space-y-2 text-sm">
          <p>Not connected. Connect a Stripe account to sell paid tickets and receive payouts.</p>
          <AppLink href={onboardingPath(account)} className="inline-block rounded-full bg-brand px-5 py-2 text-white">
            Connect to Stripe
          </AppLink>
        </div>
      )}
    </div>
  );
}

function CurrencyPanel({ ownerId, currency }: { ownerId: string; currency: Currency }) {
  const currencies = useCurrencies();
  const update = useUpdatePayoutSettings();
  const [chosen, setChosen] = useState<Currency>(currency);
  const fee = currencies.data?.find((c) => c.currency === chosen);

  const onSave = async () => {
    try {
      await update.mutateAsync({ body: { ownerId, currency: chosen } });
      toast.success(PAYOUTS_TEXT.settingsUpdated);
    } catch {
      toast.error(PAYOUTS_TEXT.settingsFailed);
    }
  };

  return (
    <div role="group" aria-labelledby="currency-heading" className="rounded-xl border border-neutral-200 p-4">
      <h2 id="currency-heading" className="text-lg font-semibold">
        Currency
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <label htmlFor="payout-currency">Currency</label>
        <select
          id="payout-currency"
          className="rounded border border-neutral-300 px-2 py-1"
          value={chosen}
          onChange={(event) => isCurrency(event.target.value) && setChosen(event.target.value)}
        >
          {(currencies.data ?? []).map((c) => (
            <option key={c.currency} value={c.currency}>
              {c.name} ({c.symbol})
            </option>
          ))}
        </select>
        <button type="button" className="rounded-full bg-brand px-4 py-1 text-white disabled:opacity-50" disabled={update.isPending || chosen === currency} onClick={() => void onSave()}>
          Save
        </button>
      </div>
      {fee && <p className="mt-2 text-sm text-neutral-600">Payment fee: {paymentFeeText(fee)}</p>}
    </div>
  );
}

function PayoutTable({ ownerId }: { ownerId: string }) {
  const [page, setPage] = useState(1);
  const payouts = usePayouts(ownerId, page);
  return (
    <div role="group" aria-labelledby="payout-table-heading">
      <h2 id="payout-table-heading" className="text-lg font-semibold">
        Payouts
      </h2>
      {payouts.isError && <p role="alert">{errorMessage(payouts.error as unknown)}</p>}
      {payouts.data && (
        <>
          <table aria-label="Payouts" className="mt-2 w-full text-left text-sm">
            <thead className="text-neutral-600">
              <tr>
                <th className="py-2 pr-3 font-medium">Date Paid</th>
                <th className="py-2 font-medium">Amount Paid</th>
              </tr>
            </thead>
            <tbody>
              {payouts.data.data.map((payout) => (
                <tr key={payout.id} className="border-t border-neutral-200">
                  <td className="py-2 pr-3">{formatPayoutDate(payout.datePaid)}</td>
                  <td className="py-2">{formatMoney(payout.amountPaid, payout.currency)}</td>
                </tr>
              ))}
              {payouts.data.data.length === 0 && (
                <tr className="border-t border-neutral-200">
                  <td colSpan={2} className="py-4 text-center text-neutral-600">
                    No payouts yet
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          <Pagination page={page} totalCount={payouts.data.totalCount} perPage={payouts.data.perPage} onPage={setPage} className="mt-4" />
        </>
      )}
    </div>
  );
}
