import { createFileRoute } from '@tanstack/react-router';
import { PatronDetails, type PatronSearch } from '../features/reporting/components/patron-details';
import { pageParam } from '../lib/search-params';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/patrons/$patronId')({
  validateSearch: (search: Record<string, unknown>): PatronSearch => ({ ordersPage: pageParam(search.ordersPage), activityPage: pageParam(search.activityPage) }),
  component: function Patron() {
    useDocumentMeta('Patron');
    const navigate = Route.useNavigate();
    const { patronId } = Route.useParams();
    return <PatronDetails key={patronId} patronId={patronId} search={Route.useSearch()} onSearchChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
