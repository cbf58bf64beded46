import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/money';
import { checkoutApi, type Order, type PaymentRequest } from '../api/checkout';

/** The Payment step: the demo card form without Stripe, Stripe's Payment Element with it. */
export function Payment({ order, payment, onPaid }: { order: Order; payment: PaymentRequest; onPaid(): void }) {
  return payment.gateway === 'demo' ? <DemoCard order={order} payment={payment} onPaid={onPaid} /> : <StripeElement order={order} payment={payment} />;
}

/** No money moves: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
function DemoCard({ order, payment, onPaid }: { order: Order; payment: PaymentRequest; onPaid(): void }) {
  const [card, setCard] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pay = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(undefined);
    const reply = await checkoutApi.payDemo(payment.paymentIntent, card);
    setBusy(false);
    if (reply.data?.result === 'succeeded' || reply.data?.result === 'processing') return onPaid();
    // tryAgain: the card was declined; the buyer may use another.
    setMessage(reply.data?.message ?? 'There was an error with the payment. Please try again.');
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
      <button type="submit" disabled={busy || !card.trim()} className="hidden self-start rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50 md:block">
        {busy ? 'Paying…' : `Confirm and pay ${formatMoney(order.amount, order.currency)}`}
      </button>
    </form>
  );
}

interface StripeJs {
  elements(options: { clientSecret: string }): { create(kind: 'payment'): { mount(element: HTMLElement): void } };
  confirmPayment(options: { elements: unknown; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
}

/** Stripe's Payment Element; Stripe sends the buyer to the thank-you page when the payment is confirmed. */
function StripeElement({ order, payment }: { order: Order; payment: PaymentRequest }) {
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: ReturnType<StripeJs['elements']> }>();
  const [message, setMessage] = useState<string>();
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
    if (!stripe) return;
    const result = await stripe.js.confirmPayment({ elements: stripe.elements, confirmParams: { return_url: `${window.location.origin}/checkout/thankyou/${order.id}` } });
    if (result.error) setMessage(result.error.message ?? 'There was an error with the payment. Please try again.');
  };
  return (
    <form id="payment" onSubmit={(e) => void pay(e)} className="flex flex-col gap-4">
      <div ref={mount} />
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {message}
        </p>
      )}
      <button type="submit" disabled={!stripe} className="hidden self-start rounded-full bg-brand px-6 py-2 font-medium text-white disabled:opacity-50 md:block">
        Confirm and pay {formatMoney(order.amount, order.currency)}
      </button>
    </form>
  );
}
