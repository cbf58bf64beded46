import { createFileRoute } from '@tanstack/react-router';
import { useCheckoutEvent } from '../features/checkout/api/checkout';
import { SelectDatePage } from '../features/checkout/components/select-date';
import { titleFrom, useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/select/checkout/$id')({
  validateSearch: (search: Record<string, unknown>): { ticketType?: 'in-person' | 'online' } =>
    search.ticketType === 'online' || search.ticketType === 'in-person' ? { ticketType: search.ticketType } : {},
  component: SelectDateRoute,
});

function SelectDateRoute() {
  useDocumentMeta(titleFrom(useCheckoutEvent(Route.useParams().id), (data) => `Choose a date: ${data.name}`, 'Choose a date'));
  return <SelectDatePage eventId={Route.useParams().id} ticketType={Route.useSearch().ticketType} />;
}
