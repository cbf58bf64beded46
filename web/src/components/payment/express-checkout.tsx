import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, fetchClient } from '../../lib/api/client';
import * as schemas from '../../lib/api/contract.gen';
import { useCurrentUser } from '../../lib/current-user';
import { formatMoney, stripeCurrency } from '../../lib/money';
import { useWide } from '../../lib/use-wide';
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
    // Moved between the page and the summary bar, the buttons are made anew there.
    return () => element.destroy();
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

/**
 * The demo gateway's wallet button: no money moves. Its sheet is a modal dialog: the focus stays in it, Escape or
 * Cancel closes it (not while paying), and the focus goes back to the button.
 */
function DemoWallet(props: ExpressCheckoutProps) {
  const note = useId();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="flex flex-col gap-1">
        <Dialog.Trigger asChild>
          <button type="button" disabled={!props.ready} aria-describedby={note} style={{ height: EXPRESS_BUTTON_HEIGHT }} className="w-full rounded-md bg-neutral-900 font-medium text-white disabled:opacity-50">
            Demo wallet
          </button>
        </Dialog.Trigger>
        <p id={note} className="text-center text-xs text-neutral-500">
          Demo wallet: no money moves.
        </p>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DemoWalletSheet {...props} onClose={() => setOpen(false)} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A sheet like a wallet's: the amount, the payer's name and e-mail (a signed-in buyer's, to start with) and Pay. */
function DemoWalletSheet({ amount, currency, confirm, onPaid, onFailed, onClose }: ExpressCheckoutProps & { onClose(): void }) {
  const { user } = useCurrentUser();
  const ids = useId();
  const [payer, setPayer] = useState({ name: '', email: '' });
  const [prefilled, setPrefilled] = useState(false);
  if (user && !prefilled) {
    setPrefilled(true);
    if (!payer.name && !payer.email) setPayer({ name: user.name, email: user.email });
  }
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A payment in flight is not walked away from: the page follows its answer.
  const stayWhileBusy = (event: Event) => busy && event.preventDefault();

  const pay = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(undefined);
    const answer = await confirm(walletPayer(payer.name, payer.email));
    if ('error' in answer) {
      setBusy(false);
      return setMessage(answer.error);
    }
    if (!answer.payment) return onPaid();
    const request = answer.payment;
    const reply = await fetchClient.POST('/client_side_api/v1/demo_payments/{id}/confirm', { params: { path: { id: request.paymentIntent } }, body: { cardNumber: DEMO_CARD } }).catch(() => undefined);
    if (reply?.data?.result === 'succeeded' || reply?.data?.result === 'processing') return onPaid();
    // The order is confirmed now: the page takes over (another card, or the failed order) and says why.
    setBusy(false);
    onClose();
    onFailed?.(reply?.data?.result === 'failed' ? 'failed' : 'tryAgain', reply?.data?.message ?? errorMessage(reply?.error, PAYMENT_FAILED), request);
  };

  const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2';
  return (
    <Dialog.Content
      // The payer's name first: the one field a wallet's sheet usually asks to check.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(`${ids}-name`)?.focus();
      }}
      onEscapeKeyDown={stayWhileBusy}
      onPointerDownOutside={stayWhileBusy}
      className="fixed inset-x-0 bottom-0 z-50 mx-auto w-full max-w-sm rounded-t-2xl bg-neutral-50 p-6 sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <form onSubmit={(e) => void pay(e)} noValidate className="flex flex-col gap-4">
        <div className="flex items-center justify-between">
          <Dialog.Title className="text-lg font-semibold">Demo wallet</Dialog.Title>
          <Dialog.Close asChild>
            <button type="button" disabled={busy} className="text-sm underline">
              Cancel
            </button>
          </Dialog.Close>
        </div>
        <Dialog.Description className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">Demo payments: no money moves. The wallet pays with the test card.</Dialog.Description>
        <p className="flex items-baseline justify-between">
          Total <strong className="text-2xl">{formatMoney(amount, currency)}</strong>
        </p>
        <div>
          <label htmlFor={`${ids}-name`} className="mb-1 block text-sm font-medium">
            Name
          </label>
          <input id={`${ids}-name`} autoComplete="name" aria-describedby={`${ids}-name-hint`} value={payer.name} onChange={(e) => setPayer({ ...payer, name: e.target.value })} className={input} />
          <p id={`${ids}-name-hint`} className="mt-1 text-xs text-neutral-600">
            First and last name, as on the tickets.
          </p>
        </div>
        <div>
          <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-medium">
            E-mail
          </label>
          <input id={`${ids}-email`} type="email" autoComplete="email" value={payer.email} onChange={(e) => setPayer({ ...payer, email: e.target.value })} className={input} />
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
    </Dialog.Content>
  );
}
