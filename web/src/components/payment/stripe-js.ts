import { useEffect, useState } from 'react';

/** Stripe.js comes from Stripe's own script tag (never bundled), so the parts used here are typed by hand. */
export interface StripeError {
  type?: string;
  message?: string;
  payment_intent?: { status?: string };
}

export interface StripeElement {
  mount(element: HTMLElement): void;
  on(event: string, handler: (event: never) => void): void;
  destroy(): void;
}

export interface StripeElements {
  create(kind: 'payment'): StripeElement;
  create(kind: 'expressCheckout', options: { buttonHeight: number; layout: { maxColumns: number; maxRows: number } }): StripeElement;
  /** A deferred payment's amount changed (Elements made with `mode: 'payment'`). */
  update(options: { amount: number; currency: string }): void;
  /** Checks what the elements collected; a deferred payment calls it before its PaymentIntent is made. */
  submit(): Promise<{ error?: StripeError }>;
}

export interface StripeJs {
  elements(options: { clientSecret: string } | { mode: 'payment'; amount: number; currency: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; clientSecret?: string; confirmParams: { return_url: string } }): Promise<{ error?: StripeError }>;
}

export const STRIPE_LOAD_FAILED = 'Unable to load the payment form. Please try again later.';

/** Stripe.js for the publishable `key`, once its script has loaded (failed: the script could not load). */
export function useStripeJs(key: string | undefined): { stripe?: StripeJs; failed: boolean } {
  const [loaded, setLoaded] = useState<{ key: string; stripe?: StripeJs; failed: boolean }>();
  useEffect(() => {
    if (!key) return;
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3';
    script.onload = () => setLoaded({ key, stripe: (window as unknown as { Stripe(key: string): StripeJs }).Stripe(key), failed: false });
    script.onerror = () => setLoaded({ key, failed: true });
    document.head.appendChild(script);
    return () => script.remove();
  }, [key]);
  return loaded && loaded.key === key ? loaded : { failed: false };
}
