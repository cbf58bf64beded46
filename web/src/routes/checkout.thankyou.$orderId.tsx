import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '../features/checkout/components/thank-you';

export const Route = createFileRoute('/checkout/thankyou/$orderId')({
  component: ThankYouRoute,
});

function ThankYouRoute() {
  return <ThankYouPage orderId={Route.useParams().orderId} />;
}
