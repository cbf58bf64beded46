import { createFileRoute } from '@tanstack/react-router';
import { PatronsPage } from '../features/reporting/components/patrons-page';
import { patronsSearch } from '../features/reporting/search-params';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/patrons/')({
  validateSearch: patronsSearch,
  component: function Patrons() {
    useDocumentMeta('Patrons');
    const navigate = Route.useNavigate();
    return <PatronsPage search={Route.useSearch()} onSearchChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
