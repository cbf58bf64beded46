import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/accounts/components/profile-page';

export const Route = createFileRoute('/o/$username')({
  component: OrganizationProfileRoute,
});

function OrganizationProfileRoute() {
  return <ProfilePage username={Route.useParams().username} type="school" />;
}
