import { createFileRoute } from '@tanstack/react-router';
import { useCheckoutEvent } from '../features/checkout/api/checkout';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { titleFrom, useDocumentMeta } from '../lib/document-meta';

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
    useDocumentMeta(titleFrom(useCheckoutEvent(id), (data) => `Checkout: ${data.name}`, 'Checkout'));
    return <CheckoutPage key={event} eventId={id} dateId={event} ticketType={ticketType} tab={tab} />;
  },
});
