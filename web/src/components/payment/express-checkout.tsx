import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { errorMessage, fetchClient } from '../../lib/api/client';
import { schemas } from '../../lib/api/contract.gen';
import { useCurrentUser } from '../../lib/current-user';
import { formatMoney } from '../../lib/money';
import { PAYMENT_FAILED, type PaymentRequest } from './card-payment';
import { STRIPE_LOAD_FAILED, useStripeJs, type StripeElements, type StripeError } from './stripe-js';

/** The payer a wallet names: its one name as first and last name, and its e-mail. */
export interface WalletPayer {
  firstName: string;
  lastName: string;
  email: string;
}

/** Confirming the order for the wallet's payer: the payment to make (null: nothing to pay, the order is done), or why not. */
export type ExpressConfirmation = { payment: PaymentRequest | null } | { error: string };

export interface ExpressCheckoutProps {
  /** The express order's gateway, and Stripe's publishable key with it (the order's reply carries both before it is confirmed). */
  gateway: 'demo' | 'stripe';
  stripePaymentMethod: { key: string; account: string | null } | null;
  /** What the order costs now, in minor units of `currency`; nothing shows for a free order. */
  amount: number;
  currency: string;
  /** False while the order catches up with the buyer's latest choice: the buttons wait for it. */
  ready: boolean;
  /** Where it shows: under the tickets from 768 px up, or in the phone's summary bar below that. */
  placement: 'page' | 'summary-bar';
  /** The path of this site where Stripe sends the payer once the payment is confirmed. */
  returnUrl: string;
  confirm(payer: WalletPayer): Promise<ExpressConfirmation>;
  /** The demo wallet's payment succeeded (or is processing). */
  onPaid(): void;
  /** Stripe is about to send the payer to `returnUrl`. */
  onLeaving?(): void;
  /** The order was confirmed but its payment did not go through: tryAgain (it may be paid another way) or failed. */
  onFailed?(result: 'tryAgain' | 'failed', message: string, payment: PaymentRequest): void;
}

/** Seed 000 §9: express checkout's buttons, up to 2 columns and 2 rows, 41 px high. */
export const EXPRESS_BUTTON_HEIGHT = 41;
const EXPRESS_LAYOUT = { maxColumns: 2, maxRows: 2 };

/** The demo gateway's test card that pays: the demo wallet pays with it. */
const DEMO_CARD = schemas.DemoPaymentRequest['x-cards'].succeeds;

/** A wallet's one name as first and last name (its first word, and the rest). */
export function walletPayer(name: string, email: string): WalletPayer {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: email.trim() };
}

/** Stripe's code of a currency: the seeds' ksh is kes for Stripe (as src/shared/money.ts has it). */
const stripeCurrency = (currency: string) => (currency === 'ksh' ? 'kes' : currency);

const WIDE = '(min-width: 768px)';
const onWidthChange = (changed: () => void) => {
  const list = window.matchMedia?.(WIDE);
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
};
/** Whether the window is 768 px wide or more (true where there is no matchMedia). */
const useWide = () => useSyncExternalStore(onWidthChange, () => window.matchMedia?.(WIDE).matches ?? true);

/**
 * Express checkout (seed 000 §4): wallet buttons that pay the order in one step, above an 'Or' separator. With Stripe,
 * its Express Checkout Element (the payer's name and e-mail asked for); with the demo gateway, a simulated wallet.
 */
export function ExpressCheckout(props: ExpressCheckoutProps) {
  const wide = useWide();
  const [walletsShown, setWalletsShown] = useState(props.gateway === 'demo');
  if (props.amount <= 0 || wide !== (props.placement === 'page')) return null;
  return (
    <section aria-label="Express checkout" className="flex flex-col gap-3">
      {props.gateway === 'demo' ? <DemoWallet {...props} /> : <StripeWallets {...props} onShown={setWalletsShown} />}
      {walletsShown && (
        <div className="flex items-center gap-3 text-sm text-neutral-500">
          <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
          Or
          <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
        </div>
      )}
    </section>
  );
}

interface ClickEvent {
  resolve(options: { emailRequired: boolean; billingAddressRequired: boolean }): void;
}
interface ConfirmEvent {
  billingDetails?: { name?: string; email?: string };
  paymentFailed(options: { reason: 'fail'; message?: string }): void;
}

/** Stripe's Express Checkout Element for a deferred payment: the PaymentIntent is made when the wallet confirms. */
function StripeWallets({ stripePaymentMethod, amount, currency, ready, returnUrl, confirm, onPaid, onLeaving, onFailed, onShown }: ExpressCheckoutProps & { onShown(shown: boolean): void }) {
  const mount = useRef<HTMLDivElement>(null);
  const loaded = useStripeJs(stripePaymentMethod?.key);
  const [elements, setElements] = useState<StripeElements>();
  const [message, setMessage] = useState<string>();
  // The element's handlers are set once; they read what the page gives now.
  const latest = useRef({ amount, currency, ready, returnUrl, confirm, onPaid, onLeaving, onFailed, onShown });
  useEffect(() => {
    latest.current = { amount, currency, ready, returnUrl, confirm, onPaid, onLeaving, onFailed, onShown };
  });

  useEffect(() => {
    const stripe = loaded.stripe;
    if (!stripe || !mount.current) return;
    const group = stripe.elements({ mode: 'payment', amount: latest.current.amount, currency: stripeCurrency(latest.current.currency) });
    const refused = (error: StripeError | undefined) => {
      const failure = error?.message ?? PAYMENT_FAILED;
      setMessage(failure);
      return failure;
    };
    const pay = async (event: ConfirmEvent) => {
      setMessage(undefined);
      const submitted = await group.submit();
      if (submitted.error) return event.paymentFailed({ reason: 'fail', message: refused(submitted.error) });
      const answer = await latest.current.confirm(walletPayer(event.billingDetails?.name ?? '', event.billingDetails?.email ?? ''));
      if ('error' in answer) return event.paymentFailed({ reason: 'fail', message: refused({ message: answer.error }) });
      if (!answer.payment) return latest.current.onPaid();
      latest.current.onLeaving?.();
      // Confirmed, Stripe leaves for `returnUrl`; the promise answers only a refusal.
      const returnUrl = `${window.location.origin}${latest.current.returnUrl}`;
      const result = await stripe.confirmPayment({ elements: group, clientSecret: answer.payment.clientSecret, confirmParams: { return_url: returnUrl } });
      if (!result.error) return;
      const failure = refused(result.error);
      latest.current.onFailed?.(result.error.payment_intent?.status === 'canceled' ? 'failed' : 'tryAgain', failure, answer.payment);
    };
    const element = group.create('expressCheckout', { buttonHeight: EXPRESS_BUTTON_HEIGHT, layout: EXPRESS_LAYOUT });
    // No wallet on this device: neither buttons nor the separator.
    element.on('ready', (event: { availablePaymentMethods?: object }) => latest.current.onShown(!!event.availablePaymentMethods));
    element.on('click', (event: ClickEvent) => {
      // A wallet opened now would show an amount about to change.
      if (latest.current.ready) event.resolve({ emailRequired: true, billingAddressRequired: true });
    });
    element.on('confirm', (event: ConfirmEvent) => void pay(event));
    element.mount(mount.current);
    setElements(group);
  }, [loaded.stripe]);

  useEffect(() => {
    elements?.update({ amount, currency: stripeCurrency(currency) });
  }, [elements, amount, currency]);

  const shown = message ?? (loaded.failed ? STRIPE_LOAD_FAILED : undefined);
  return (
    <>
      <div ref={mount} />
      {shown && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {shown}
        </p>
      )}
    </>
  );
}

/** The demo gateway's wallet button: no money moves. */
function DemoWallet(props: ExpressCheckoutProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={!props.ready}
        onClick={() => setOpen(true)}
        aria-describedby="demo-wallet-note"
        style={{ height: EXPRESS_BUTTON_HEIGHT }}
        className="w-full rounded-md bg-neutral-900 font-medium text-white disabled:opacity-50"
      >
        Demo wallet
      </button>
      <p id="demo-wallet-note" className="text-center text-xs text-neutral-500">
        Demo wallet: no money moves.
      </p>
      {open && createPortal(<DemoWalletSheet {...props} onClose={() => setOpen(false)} />, document.body)}
    </div>
  );
}

/** A sheet like a wallet's: the amount, the payer's name and e-mail (a signed-in buyer's, to start with) and Pay. */
function DemoWalletSheet({ amount, currency, confirm, onPaid, onFailed, onClose }: ExpressCheckoutProps & { onClose(): void }) {
  const { user } = useCurrentUser();
  const [payer, setPayer] = useState({ name: '', email: '' });
  const [prefilled, setPrefilled] = useState(false);
  if (user && !prefilled) {
    setPrefilled(true);
    if (!payer.name && !payer.email) setPayer({ name: user.name, email: user.email });
  }
  // Confirmed once: paying again (after a lost answer) pays the same payment.
  const [payment, setPayment] = useState<PaymentRequest>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pay = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(undefined);
    let request = payment;
    if (!request) {
      const answer = await confirm(walletPayer(payer.name, payer.email));
      if ('error' in answer) {
        setBusy(false);
        return setMessage(answer.error);
      }
      if (!answer.payment) return onPaid();
      request = answer.payment;
      setPayment(request);
    }
    const reply = await fetchClient.POST('/client_side_api/v1/demo_payments/{id}/confirm', { params: { path: { id: request.paymentIntent } }, body: { cardNumber: DEMO_CARD } }).catch(() => undefined);
    setBusy(false);
    if (reply?.data?.result === 'succeeded' || reply?.data?.result === 'processing') return onPaid();
    const failure = reply?.data?.message ?? errorMessage(reply?.error, PAYMENT_FAILED);
    setMessage(failure);
    onFailed?.(reply?.data?.result === 'failed' ? 'failed' : 'tryAgain', failure, request);
  };

  const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2';
  return (
    <div role="dialog" aria-modal="true" aria-label="Demo wallet" className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center">
      <form onSubmit={(e) => void pay(e)} className="flex w-full max-w-sm flex-col gap-4 rounded-t-2xl bg-neutral-50 p-6 sm:rounded-2xl">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">Demo wallet</h2>
          <button type="button" onClick={onClose} disabled={busy} className="text-sm underline">
            Cancel
          </button>
        </div>
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Demo payments: no money moves. The wallet pays with the test card.
        </p>
        <p className="flex items-baseline justify-between">
          Total <strong className="text-2xl">{formatMoney(amount, currency)}</strong>
        </p>
        <div>
          <label htmlFor="demo-wallet-name" className="mb-1 block text-sm font-medium">
            Name
          </label>
          <input id="demo-wallet-name" autoComplete="name" value={payer.name} onChange={(e) => setPayer({ ...payer, name: e.target.value })} className={input} />
        </div>
        <div>
          <label htmlFor="demo-wallet-email" className="mb-1 block text-sm font-medium">
            E-mail
          </label>
          <input id="demo-wallet-email" type="email" autoComplete="email" value={payer.email} onChange={(e) => setPayer({ ...payer, email: e.target.value })} className={input} />
        </div>
        {message && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {message}
          </p>
        )}
        <button type="submit" disabled={busy} style={{ height: EXPRESS_BUTTON_HEIGHT }} className="rounded-md bg-neutral-900 font-medium text-white disabled:opacity-50">
          {busy ? 'Paying…' : 'Pay'}
        </button>
      </form>
    </div>
  );
}
