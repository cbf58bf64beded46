import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import { watchVideoQuery } from './watch';

const ACCEPT = '/client_side_api/v1/video_invitations/accept';

/** Accepts a collaborator invitation by its e-mail's token; the video is read again (its collaborators changed). */
export function useAcceptVideoInvitation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', ACCEPT, {
    onSuccess: (reply) => void queryClient.invalidateQueries({ queryKey: watchVideoQuery(reply.video.id).queryKey }),
  });
}
