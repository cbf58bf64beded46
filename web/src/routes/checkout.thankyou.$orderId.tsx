import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '../features/checkout/components/thank-you';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/checkout/thankyou/$orderId')({
  component: ThankYouRoute,
});

function ThankYouRoute() {
  useDocumentMeta('Thank you');
  return <ThankYouPage orderId={Route.useParams().orderId} />;
}
