import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/accounts/components/profile-page';
import { ProfileMembership } from '../features/membership/components/public/profile-membership';

export const Route = createFileRoute('/p/$username')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } => (typeof search.tab === 'string' ? { tab: search.tab } : {}),
  component: UserProfileRoute,
});

function UserProfileRoute() {
  const { username } = Route.useParams();
  return (
    <ProfilePage username={username} type="user">
      <ProfileMembership username={username} type="user" tab={Route.useSearch().tab} />
    </ProfilePage>
  );
}
