import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { DeveloperZonePage } from '../features/integrations/components/developer-zone-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/developer-zone/')({
  component: DeveloperZoneRoute,
});

function DeveloperZoneRoute() {
  useDocumentMeta('Developer Zone');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <DeveloperZonePage ownerId={account.id} basePath={`/manage/${username}/developer-zone`} /> : null;
}
