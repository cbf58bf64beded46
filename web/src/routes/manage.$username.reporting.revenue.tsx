import { createFileRoute } from '@tanstack/react-router';
import { DIMENSIONS, RevenuePage, type RevenueSearch } from '../features/reporting/components/revenue-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/revenue')({
  validateSearch: (search: Record<string, unknown>): RevenueSearch => ({
    dimension: DIMENSIONS.find((d) => d.value === search.dimension)?.value,
    order: search.order === 'dimension_desc' || search.order === 'dimension_asc' ? search.order : undefined,
  }),
  component: function Revenue() {
    useDocumentMeta('Revenue');
    const navigate = Route.useNavigate();
    return <RevenuePage search={Route.useSearch()} onSearchChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
