import { createFileRoute } from '@tanstack/react-router';
import type { ProfileSearch } from '../features/accounts/components/profile-page';
import { ProfileRoute } from './-profile-route';
import { validateProfileSearch } from './-profile-search';

export const Route = createFileRoute('/p/$username')({
  validateSearch: validateProfileSearch,
  component: UserProfileRoute,
});

function UserProfileRoute() {
  const { username } = Route.useParams();
  const navigate = Route.useNavigate();
  const onSearchChange = (change: Partial<ProfileSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  // A new profile starts afresh (its modal closed, its follow=true not yet handled).
  return <ProfileRoute key={username} username={username} type="user" search={Route.useSearch()} onSearchChange={onSearchChange} />;
}
