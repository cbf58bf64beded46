import { createFileRoute } from '@tanstack/react-router';
import { PATRON_SORT_KEYS, PatronsPage, type PatronsSearch } from '../features/reporting/components/patrons-page';
import { listSearch } from '../features/reporting/search-params';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/patrons/')({
  validateSearch: (search: Record<string, unknown>): PatronsSearch => listSearch(search, PATRON_SORT_KEYS),
  component: function Patrons() {
    useDocumentMeta('Patrons');
    const navigate = Route.useNavigate();
    return <PatronsPage search={Route.useSearch()} onSearchChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
