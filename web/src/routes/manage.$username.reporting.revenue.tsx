import { createFileRoute } from '@tanstack/react-router';
import { RevenuePage } from '../features/reporting/components/revenue-page';
import { revenueSearch } from '../features/reporting/search-params';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/revenue')({
  validateSearch: revenueSearch,
  component: function Revenue() {
    useDocumentMeta('Revenue');
    const navigate = Route.useNavigate();
    return <RevenuePage search={Route.useSearch()} onSearchChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
