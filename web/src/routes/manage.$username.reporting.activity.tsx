import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage, type ActivitySearch } from '../features/reporting/components/activity-page';
import { pageParam, textParam } from '../lib/search-params';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/reporting/activity')({
  validateSearch: (search: Record<string, unknown>): ActivitySearch => ({ search: textParam(search.search), page: pageParam(search.page) }),
  component: function Activity() {
    useDocumentMeta('Activity');
    const navigate = Route.useNavigate();
    return <ActivityPage search={Route.useSearch()} onSearchChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })} />;
  },
});
