import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../features/membership/components/public/membership-page';
import { validateResultSearch } from '../features/membership/components/public/result-search';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/p/$username_/membership/')({
  validateSearch: validateResultSearch,
  component: UserMembershipRoute,
});

function UserMembershipRoute() {
  useDocumentMeta('Membership');
  return <MembershipPage username={Route.useParams().username} type="user" search={Route.useSearch()} />;
}
