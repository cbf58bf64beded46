import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/accounts/components/profile-page';

export const Route = createFileRoute('/p/$username')({
  component: UserProfileRoute,
});

function UserProfileRoute() {
  return <ProfilePage username={Route.useParams().username} type="user" />;
}
