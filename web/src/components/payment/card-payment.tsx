import { useEffect, useRef, useState } from 'react';
import { errorMessage, fetchClient } from '../../lib/api/client';
import * as schemas from '../../lib/api/contract.gen';
import type { components } from '../../lib/api/schema.gen';
import { formatMoney } from '../../lib/money';
import { STRIPE_LOAD_FAILED, useStripeJs, type StripeElements, type StripeJs } from './stripe-js';

/** What the API answers to start a card payment (of an order or a donation). */
export type PaymentRequest = components['schemas']['PaymentRequestResponse'];

export interface CardPaymentProps {
  payment: PaymentRequest;
  /** Minor units of `currency`, shown on the pay button. */
  amount: number;
  currency: string;
  /** The path of this site where Stripe sends the payer back once the payment is confirmed. */
  returnUrl: string;
  /** A demo payment succeeded (or is processing). */
  onPaid(): void;
  /** A payment did not go through: tryAgain (the form stays, for another card) or failed (the payment is over). */
  onFailed?(result: 'tryAgain' | 'failed', message: string): void;
  /** The page has its own button for phones that submits the form `#payment`; the form's own button then shows from md up only. */
  phoneButtonOutside?: boolean;
}

export const PAYMENT_FAILED = 'There was an error with the payment. Please try again.';
const buttonClass = 'self-start rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50';

/** The card payment form (id `payment`): the demo card form without Stripe, Stripe's Payment Element with it. */
export function CardPayment({ phoneButtonOutside = false, ...props }: CardPaymentProps) {
  const button = phoneButtonOutside ? `hidden md:block ${buttonClass}` : buttonClass;
  return props.payment.gateway === 'demo' ? <DemoCard {...props} buttonClass={button} /> : <StripeElement {...props} buttonClass={button} />;
}

type FormProps = Omit<CardPaymentProps, 'phoneButtonOutside'> & { buttonClass: string };

/** The demo gateway's messages (the incomplete ones the form gives before paying). */
const DEMO_CARD_MESSAGES = schemas.DemoPaymentRequest['x-messages'];

type DemoField = 'number' | 'expiry' | 'cvc' | 'postalCode';
interface DemoCardFields {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** As the payer types: the number in groups of four; the expiry as 'MM / YY' (a first digit above 1 is a month of its own). */
const formatCardInput = {
  number: (value: string) => digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: (value: string) => {
    const typed = digits(value, 4);
    const month = /^[2-9]/.test(typed) ? `0${typed}`.slice(0, 4) : typed;
    return month.length > 2 ? `${month.slice(0, 2)} / ${month.slice(2)}` : month;
  },
  cvc: (value: string) => digits(value, 4),
  postalCode: (value: string) => value.slice(0, 10),
};

/** What the form can tell before paying: each field filled in full (the gateway judges the rest). */
function incompleteCardFields(card: DemoCardFields): Partial<Record<DemoField, string>> {
  const found: Partial<Record<DemoField, string>> = {};
  if (digits(card.number, 19).length < 16) found.number = DEMO_CARD_MESSAGES.numberIncomplete;
  if (!/^\d{2} \/ \d{2}$/.test(card.expiry)) found.expiry = DEMO_CARD_MESSAGES.expiryIncomplete;
  if (card.cvc.length < 3) found.cvc = DEMO_CARD_MESSAGES.cvcIncomplete;
  if (!card.postalCode.trim()) found.postalCode = DEMO_CARD_MESSAGES.postalCodeIncomplete;
  return found;
}

const fieldClass = 'w-full rounded-lg border border-neutral-300 px-3 py-2 aria-[invalid=true]:border-red-600';

/**
 * No money moves: a card form like Stripe's. 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, and
 * the postal code 00000 fails its check (the gateway flags the zip error, shown at the postal code).
 */
function DemoCard({ payment, amount, currency, onPaid, onFailed, buttonClass }: FormProps) {
  const [card, setCard] = useState<DemoCardFields>({ number: '', expiry: '', cvc: '', postalCode: '' });
  const [errors, setErrors] = useState<Partial<Record<DemoField, string>>>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pay = async (e: React.FormEvent) => {
    e.preventDefault();
    // A page's own pay button submits the form too: one payment at a time.
    if (busy) return;
    setMessage(undefined);
    const incomplete = incompleteCardFields(card);
    setErrors(incomplete);
    if (Object.keys(incomplete).length) return;
    setBusy(true);
    const body = { cardNumber: card.number, expiry: card.expiry, cvc: card.cvc, postalCode: card.postalCode.trim() };
    const reply = await fetchClient.POST('/client_side_api/v1/demo_payments/{id}/confirm', { params: { path: { id: payment.paymentIntent } }, body }).catch(() => undefined);
    setBusy(false);
    if (reply?.data?.result === 'succeeded' || reply?.data?.result === 'processing') return onPaid();
    // tryAgain: the card was refused; the payer may correct it or use another. A refused call says why, a lost one asks to retry.
    const failure = reply?.data?.message ?? errorMessage(reply?.error, PAYMENT_FAILED);
    if (reply?.data?.zipError) setErrors({ postalCode: failure });
    else setMessage(failure);
    onFailed?.(reply?.data?.result === 'failed' ? 'failed' : 'tryAgain', failure);
  };
  const field = (name: DemoField, label: string, input: { autoComplete: string; inputMode?: 'numeric' | 'text'; placeholder?: string }) => {
    const id = `card-${name}`;
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          {...input}
          value={card[name]}
          onChange={(e) => {
            setCard({ ...card, [name]: formatCardInput[name](e.target.value) });
            if (errors[name]) setErrors({ ...errors, [name]: undefined });
          }}
          aria-invalid={!!errors[name]}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          className={fieldClass}
        />
        {errors[name] && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };
  return (
    <form id="payment" onSubmit={(e) => void pay(e)} noValidate className="flex flex-col gap-4">
      <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
        Demo payments: no money moves. Pay with the test card 4242 4242 4242 4242, any future expiry date and any CVC; 4000 0000 0000 0002 is declined, and the postal code 00000 fails its check.
      </p>
      {field('number', 'Card number', { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 1234 1234 1234' })}
      <div className="grid gap-4 sm:grid-cols-3">
        {field('expiry', 'Expiry date', { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM / YY' })}
        {field('cvc', 'CVC', { autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123' })}
        {field('postalCode', 'Postal code', { autoComplete: 'postal-code', inputMode: 'text' })}
      </div>
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {message}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Paying…' : `Confirm and pay ${formatMoney(amount, currency)}`}
      </button>
    </form>
  );
}

/** Stripe's Payment Element; Stripe sends the payer to `returnUrl` when the payment is confirmed. */
function StripeElement({ payment, amount, currency, returnUrl, onFailed, buttonClass }: FormProps) {
  const mount = useRef<HTMLDivElement>(null);
  const loaded = useStripeJs(payment.stripePaymentMethod?.key);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements }>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!loaded.stripe || !mount.current) return;
    const elements = loaded.stripe.elements({ clientSecret: payment.clientSecret });
    const element = elements.create('payment');
    element.mount(mount.current);
    setStripe({ js: loaded.stripe, elements });
    // Another payment's form replaces this one rather than joining it.
    return () => element.destroy();
  }, [loaded.stripe, payment.clientSecret]);
  const shown = message ?? (loaded.failed ? STRIPE_LOAD_FAILED : undefined);
  const pay = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!stripe || busy) return;
    setBusy(true);
    setMessage(undefined);
    // Confirmed, Stripe leaves for `returnUrl`; the promise answers only a refusal.
    const result = await stripe.js.confirmPayment({ elements: stripe.elements, confirmParams: { return_url: `${window.location.origin}${returnUrl}` } });
    setBusy(false);
    if (!result.error) return;
    const failure = result.error.message ?? PAYMENT_FAILED;
    setMessage(failure);
    // An incomplete form is not a failed payment; a canceled payment is over.
    if (result.error.type !== 'validation_error') onFailed?.(result.error.payment_intent?.status === 'canceled' ? 'failed' : 'tryAgain', failure);
  };
  return (
    <form id="payment" onSubmit={(e) => void pay(e)} className="flex flex-col gap-4">
      <div ref={mount} />
      {shown && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {shown}
        </p>
      )}
      <button type="submit" disabled={!stripe || busy} className={buttonClass}>
        {busy ? 'Paying…' : `Confirm and pay ${formatMoney(amount, currency)}`}
      </button>
    </form>
  );
}
