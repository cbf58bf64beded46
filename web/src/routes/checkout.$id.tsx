import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/components/checkout-page';

interface CheckoutSearch {
  event: string;
  ticketType?: 'in-person' | 'online';
  tab?: 'info';
}

export const Route = createFileRoute('/checkout/$id')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => ({
    event: typeof search.event === 'string' ? search.event : '',
    ...(search.ticketType === 'online' || search.ticketType === 'in-person' ? { ticketType: search.ticketType } : {}),
    ...(search.tab === 'info' ? { tab: 'info' as const } : {}),
  }),
  component: function Checkout() {
    const { id } = Route.useParams();
    const { event, ticketType, tab } = Route.useSearch();
    return <CheckoutPage key={event} eventId={id} dateId={event} ticketType={ticketType} tab={tab} />;
  },
});
