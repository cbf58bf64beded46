import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../features/membership/components/public/membership-page';
import { validateResultSearch } from '../features/membership/components/public/result-search';
import { useDocumentMeta } from '../lib/document-meta';

/** The private membership page: the address carries the owner's private id. */
export const Route = createFileRoute('/o/$username_/membership/$privateUuid')({
  validateSearch: validateResultSearch,
  component: OrganizationPrivateMembershipRoute,
});

function OrganizationPrivateMembershipRoute() {
  useDocumentMeta('Membership');
  const { username, privateUuid } = Route.useParams();
  return <MembershipPage username={username} type="school" privateUuid={privateUuid} search={Route.useSearch()} />;
}
