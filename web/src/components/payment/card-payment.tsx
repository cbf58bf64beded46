import { useEffect, useRef, useState } from 'react';
import { errorMessage, fetchClient } from '../../lib/api/client';
import type { components } from '../../lib/api/schema.gen';
import { formatMoney } from '../../lib/money';

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

const PAYMENT_FAILED = 'There was an error with the payment. Please try again.';
const buttonClass = 'self-start rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50';

/** The card payment form (id `payment`): the demo card form without Stripe, Stripe's Payment Element with it. */
export function CardPayment({ phoneButtonOutside = false, ...props }: CardPaymentProps) {
  const button = phoneButtonOutside ? `hidden md:block ${buttonClass}` : buttonClass;
  return props.payment.gateway === 'demo' ? <DemoCard {...props} buttonClass={button} /> : <StripeElement {...props} buttonClass={button} />;
}

type FormProps = Omit<CardPaymentProps, 'phoneButtonOutside'> & { buttonClass: string };

/** No money moves: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
function DemoCard({ payment, amount, currency, onPaid, onFailed, buttonClass }: FormProps) {
  const [card, setCard] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pay = async (e: React.FormEvent) => {
    e.preventDefault();
    // A page's own pay button submits the form too: one payment at a time.
    if (busy) return;
    setBusy(true);
    setMessage(undefined);
    const reply = await fetchClient.POST('/client_side_api/v1/demo_payments/{id}/confirm', { params: { path: { id: payment.paymentIntent } }, body: { cardNumber: card } }).catch(() => undefined);
    setBusy(false);
    if (reply?.data?.result === 'succeeded' || reply?.data?.result === 'processing') return onPaid();
    // tryAgain: the card was declined; the payer may use another. A refused call says why, a lost one asks to retry.
    const failure = reply?.data?.message ?? errorMessage(reply?.error, PAYMENT_FAILED);
    setMessage(failure);
    onFailed?.(reply?.data?.result === 'failed' ? 'failed' : 'tryAgain', failure);
  };
  return (
    <form id="payment" onSubmit={(e) => void pay(e)} className="flex flex-col gap-4">
      <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
        Demo payments: no money moves. Pay with the test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.
      </p>
      <div>
        <label htmlFor="card-number" className="mb-1 block text-sm font-medium">
          Card number
        </label>
        <input id="card-number" inputMode="numeric" autoComplete="cc-number" value={card} onChange={(e) => setCard(e.target.value)} className="w-full rounded-lg border border-neutral-300 px-3 py-2" />
      </div>
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {message}
        </p>
      )}
      <button type="submit" disabled={busy || !card.trim()} className={buttonClass}>
        {busy ? 'Paying…' : `Confirm and pay ${formatMoney(amount, currency)}`}
      </button>
    </form>
  );
}

interface StripeJs {
  elements(options: { clientSecret: string }): { create(kind: 'payment'): { mount(element: HTMLElement): void } };
  confirmPayment(options: { elements: unknown; confirmParams: { return_url: string } }): Promise<{ error?: { type?: string; message?: string; payment_intent?: { status?: string } } }>;
}

/** Stripe's Payment Element; Stripe sends the payer to `returnUrl` when the payment is confirmed. */
function StripeElement({ payment, amount, currency, returnUrl, onFailed, buttonClass }: FormProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: ReturnType<StripeJs['elements']> }>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const key = payment.stripePaymentMethod?.key;
    if (!key || !mount.current) return;
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3';
    script.onload = () => {
      const factory = (window as unknown as { Stripe(key: string, options?: { stripeAccount?: string }): StripeJs }).Stripe;
      const js = factory(key);
      const elements = js.elements({ clientSecret: payment.clientSecret });
      elements.create('payment').mount(mount.current!);
      setStripe({ js, elements });
    };
    script.onerror = () => setMessage('Unable to load the payment form. Please try again later.');
    document.head.appendChild(script);
    return () => script.remove();
  }, [payment]);
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
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {message}
        </p>
      )}
      <button type="submit" disabled={!stripe || busy} className={buttonClass}>
        {busy ? 'Paying…' : `Confirm and pay ${formatMoney(amount, currency)}`}
      </button>
    </form>
  );
}
