import { createFileRoute } from '@tanstack/react-router';
import { membershipsCtaHref } from '../components/marketing/cta';
import { LabelServicesPitch } from '../components/marketing/label-services';
import { artistsTabs } from '../components/marketing/tabs';
import { useCurrentUser } from '../lib/current-user';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/for-artists/label-services')({
  component: function ForArtistsLabelServices() {
    useDocumentMeta('Label Services for Artists', 'Distribution, marketing and funding for independent artists.');
    const { user } = useCurrentUser();
    // The artists' memberships page is where the login comes back to.
    return <LabelServicesPitch membershipsHref={membershipsCtaHref(user?.username, artistsTabs[0].href)} />;
  },
});
