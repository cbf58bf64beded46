import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/accounts/components/profile-page';
import { ProfileMembership } from '../features/membership/components/public/profile-membership';

export const Route = createFileRoute('/o/$username')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } => (typeof search.tab === 'string' ? { tab: search.tab } : {}),
  component: OrganizationProfileRoute,
});

function OrganizationProfileRoute() {
  const { username } = Route.useParams();
  return (
    <ProfilePage username={username} type="school">
      <ProfileMembership username={username} type="school" tab={Route.useSearch().tab} />
    </ProfilePage>
  );
}
