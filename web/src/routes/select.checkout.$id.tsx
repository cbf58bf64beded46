import { createFileRoute } from '@tanstack/react-router';
import { SelectDatePage } from '../features/checkout/components/select-date';

export const Route = createFileRoute('/select/checkout/$id')({
  validateSearch: (search: Record<string, unknown>): { ticketType?: 'in-person' | 'online' } =>
    search.ticketType === 'online' || search.ticketType === 'in-person' ? { ticketType: search.ticketType } : {},
  component: SelectDateRoute,
});

function SelectDateRoute() {
  return <SelectDatePage eventId={Route.useParams().id} ticketType={Route.useSearch().ticketType} />;
}
