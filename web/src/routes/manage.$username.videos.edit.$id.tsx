import { createFileRoute } from '@tanstack/react-router';
import { useManagedAccount } from '../features/accounts/components/manage-shell';
import { VideoFormPage } from '../features/media/components/manage/video-form';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/manage/$username/videos/edit/$id')({
  component: function EditVideo() {
    useDocumentMeta('Edit video');
    const { username, id } = Route.useParams();
    const { account } = useManagedAccount(username);
    // Keyed by the video so moving from one edit page to another starts from that video's saved fields.
    return account ? <VideoFormPage key={id} ownerId={account.id} username={username} videoId={id} /> : null;
  },
});
