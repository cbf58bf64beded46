import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { ReferralTrackerPage } from '../features/accounts/components/referrals/referral-tracker-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/referral-tracker')({
  component: ReferralsRoute,
});

/** The Referral Tracker exists only for accounts whose referral-tracker flag is on (seed 001 §2.6, §6). */
function ReferralsRoute() {
  useDocumentMeta('Referral Tracker');
  const { account } = useManagedAccount(Route.useParams().username);
  if (!account) return null;
  if (!account.referralTracker) {
    return (
      <p role="alert" className="py-24 text-center text-lg">
        The page you were looking for was not found
      </p>
    );
  }
  return <ReferralTrackerPage ownerId={account.id} />;
}
