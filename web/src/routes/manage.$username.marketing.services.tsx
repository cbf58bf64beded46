import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../features/marketing/components/services-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/marketing/services')({
  component: function MarketingServices() {
    useDocumentMeta('Marketing services');
    return <ServicesPage />;
  },
});
