import { createFileRoute } from '@tanstack/react-router';
import { HelpCenter } from '../components/marketing/help-center';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/help')({
  component: function Help() {
    useDocumentMeta('Help', 'Answers about buying tickets and memberships, and about running events, payouts, check-in and webhooks on Limelight.');
    return <HelpCenter />;
  },
});
