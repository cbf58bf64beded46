import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { WebhookFormPage } from '../features/integrations/components/webhook-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/developer-zone/edit/$id')({
  component: EditWebhookRoute,
});

function EditWebhookRoute() {
  useDocumentMeta('Edit webhook');
  const { username, id } = Route.useParams();
  const { account } = useManagedAccount(username);
  // Keyed by the webhook so moving from one edit page to another starts from that webhook's saved fields.
  return account ? <WebhookFormPage key={id} ownerId={account.id} id={id} basePath={`/manage/${username}/developer-zone`} /> : null;
}
