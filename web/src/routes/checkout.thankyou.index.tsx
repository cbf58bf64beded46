import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '../features/checkout/components/thank-you';
import { useDocumentMeta } from '../lib/document-meta';

/**
 * /checkout/thankyou?payment_intent=…&payment_intent_client_secret=…: where Stripe returns the buyer. The
 * order is found from the checkout this tab had open (its id is kept per date) or the `order` query.
 */
export const Route = createFileRoute('/checkout/thankyou/')({
  validateSearch: (search: Record<string, unknown>): { order?: string; payment_intent?: string; free?: string } => ({
    ...(typeof search.order === 'string' ? { order: search.order } : {}),
    ...(typeof search.payment_intent === 'string' ? { payment_intent: search.payment_intent } : {}),
    ...(search.free !== undefined ? { free: String(search.free) } : {}),
  }),
  component: function ThankYou() {
    useDocumentMeta('Thank you');
    const { order } = Route.useSearch();
    const remembered = order ?? Object.keys(sessionStorage).filter((key) => key.startsWith('limelight:checkout:')).map((key) => sessionStorage.getItem(key)!)[0];
    return remembered ? <ThankYouPage orderId={remembered} /> : <p className="mx-auto max-w-xl px-4 py-16 text-center">We couldn’t find your order. Check your email for your tickets.</p>;
  },
});
