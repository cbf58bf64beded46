import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { WebhookFormPage } from '../features/integrations/components/webhook-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/developer-zone/new')({
  component: NewWebhookRoute,
});

function NewWebhookRoute() {
  useDocumentMeta('New webhook');
  const { username } = Route.useParams();
  const { account } = useManagedAccount(username);
  return account ? <WebhookFormPage ownerId={account.id} basePath={`/manage/${username}/developer-zone`} /> : null;
}
