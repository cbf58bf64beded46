import { createFileRoute } from '@tanstack/react-router';
import { MembershipPage } from '../features/membership/components/public/membership-page';
import { validateResultSearch } from '../features/membership/components/public/result-modal';

export const Route = createFileRoute('/o/$username_/membership/')({
  validateSearch: validateResultSearch,
  component: OrganizationMembershipRoute,
});

function OrganizationMembershipRoute() {
  return <MembershipPage username={Route.useParams().username} type="school" search={Route.useSearch()} />;
}
