import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../features/membership/components/public/membership-page';
import { validateResultSearch } from '../features/membership/components/public/result-search';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/o/$username_/membership/')({
  validateSearch: validateResultSearch,
  component: OrganizationMembershipRoute,
});

function OrganizationMembershipRoute() {
  useDocumentMeta('Membership');
  return <MembershipPage username={Route.useParams().username} type="school" search={Route.useSearch()} />;
}
