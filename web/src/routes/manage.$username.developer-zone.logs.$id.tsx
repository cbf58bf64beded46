import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { LogDetail } from '../features/integrations/components/log-detail';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/developer-zone/logs/$id')({
  component: WebhookLogRoute,
});

function WebhookLogRoute() {
  useDocumentMeta('Webhook delivery');
  const { username, id } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <LogDetail ownerId={account.id} id={id} basePath={`/manage/${username}/developer-zone`} /> : null;
}
