import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api/client';
import { loginHref } from '../../../lib/login';
import { useAcceptVideoInvitation } from '../api/video-invitations';
import { useIsLoggedIn } from '../api/watch';

export const VIDEO_INVITATION_TEXT = {
  accepted: (title: string) => `You are now a collaborator on ${title}`,
} as const;

/**
 * The link of a collaborator invitation e-mail (`/watch/{id}?invitation={token}`): a signed-in viewer accepts it
 * once and is told; an anonymous one logs in (or signs up) first and comes back here. The token is then dropped
 * from the address.
 */
export function useVideoInvitation(): void {
  const router = useRouter();
  const token = useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('invitation') });
  const { loggedIn, isLoading } = useIsLoggedIn();
  const { mutate } = useAcceptVideoInvitation();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || isLoading || sent.current === token) return;
    const { location } = router.state;
    if (!loggedIn) {
      void router.navigate({ href: loginHref(location.href), replace: true });
      return;
    }
    sent.current = token;
    mutate(
      { body: { token } },
      {
        onSuccess: (reply) => toast.success(VIDEO_INVITATION_TEXT.accepted(reply.video.title)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
    const rest = new URLSearchParams(location.searchStr);
    rest.delete('invitation');
    const query = rest.toString();
    void router.navigate({ href: `${location.pathname}${query ? `?${query}` : ''}`, replace: true });
  }, [token, isLoading, loggedIn, router, mutate]);
}
