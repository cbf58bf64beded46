import { createFileRoute } from '@tanstack/react-router';
import type { ProfileSearch } from '../features/accounts/components/profile-page';
import { ProfileRoute } from './-profile-route';
import { validateProfileSearch } from './-profile-search';

export const Route = createFileRoute('/o/$username')({
  validateSearch: validateProfileSearch,
  component: OrganizationProfileRoute,
});

function OrganizationProfileRoute() {
  const { username } = Route.useParams();
  const navigate = Route.useNavigate();
  const onSearchChange = (change: Partial<ProfileSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  // A new profile starts afresh (its modal closed, its follow=true not yet handled).
  return <ProfileRoute key={username} username={username} type="school" search={Route.useSearch()} onSearchChange={onSearchChange} />;
}
