import { createFileRoute, useSearch } from '@tanstack/react-router';
import { AccountSettingsPage } from '../features/accounts/components/settings/account-settings-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/settings/account')({
  component: Account,
});

function Account() {
  useDocumentMeta('Account settings');
  const { username } = Route.useParams();
  const { native } = useSearch({ from: '/manage/$username' });
  return <AccountSettingsPage username={username} native={!!native} />;
}
