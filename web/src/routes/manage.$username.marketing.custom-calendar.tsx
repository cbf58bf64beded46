import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { CustomCalendarPage } from '../features/marketing/components/custom-calendar/custom-calendar-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/marketing/custom-calendar')({
  component: CustomCalendarRoute,
});

function CustomCalendarRoute() {
  useDocumentMeta('Custom Calendar');
  const { account } = useManagedAccount(Route.useParams().username);
  return account ? <CustomCalendarPage owner={account} /> : null;
}
