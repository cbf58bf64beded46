import { createFileRoute, useSearch } from '@tanstack/react-router';
import { SettingsLayout } from '../features/accounts/components/settings/settings-layout';

export const Route = createFileRoute('/manage/$username/settings')({
  component: Settings,
});

function Settings() {
  const { username } = Route.useParams();
  const { native } = useSearch({ from: '/manage/$username' });
  return <SettingsLayout username={username} native={!!native} />;
}
