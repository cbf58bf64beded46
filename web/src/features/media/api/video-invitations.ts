import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import { managedVideosKey } from './manage-videos';
import { watchVideoQuery } from './watch';

const ACCEPT = '/client_side_api/v1/video_invitations/accept';

/**
 * Accepts a collaborator invitation by its e-mail's token; the video (its collaborators changed) and the viewer's
 * videos list (it now holds the video) are read again.
 */
export function useAcceptVideoInvitation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', ACCEPT, {
    onSuccess: (reply) =>
      void Promise.all([queryClient.invalidateQueries({ queryKey: watchVideoQuery(reply.video.id).queryKey }), queryClient.invalidateQueries({ queryKey: managedVideosKey })]),
  });
}
