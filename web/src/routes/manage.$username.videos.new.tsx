import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { VideoFormPage } from '../features/media/components/manage/video-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/videos/new')({
  component: function NewVideo() {
    useDocumentMeta('Upload New Video');
    const { username } = Route.useParams();
    const { account } = useManagedAccount(username);
    return account ? <VideoFormPage ownerId={account.id} username={username} /> : null;
  },
});
