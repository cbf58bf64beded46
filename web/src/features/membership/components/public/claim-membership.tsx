import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api/client';
import { loginHref } from '../../../../lib/login';
import { useCurrentUser } from '../../../../lib/current-user';
import { useClaimMembership, type ProfileType } from '../../api/public';
import { PUBLIC_MEMBERSHIP_MESSAGES } from './membership-rules';

/**
 * The claim link of an invitation e-mail (`?claim=<token>` on the membership page): a signed-in visitor claims the
 * membership once and sees the result; an anonymous one logs in (or signs up) first and comes back here.
 */
export function ClaimMembership({ token, username, type }: { token?: string; username: string; type: ProfileType }) {
  const router = useRouter();
  const { user: viewer, isLoading } = useCurrentUser();
  const { mutate } = useClaimMembership(username, type);
  const sent = useRef<string | null>(null);
  const [result, setResult] = useState<{ error: boolean; text: string } | null>(null);
  const viewerId = viewer?.id;

  useEffect(() => {
    if (!token || isLoading || sent.current === token) return;
    const { location } = router.state;
    if (!viewerId) {
      void router.navigate({ href: loginHref(location.href), replace: true });
      return;
    }
    sent.current = token;
    mutate(
      { body: { token } },
      {
        onSuccess: () => setResult({ error: false, text: PUBLIC_MEMBERSHIP_MESSAGES.claimed }),
        onError: (error) => setResult({ error: true, text: errorMessage(error) }),
      },
    );
    // The token has done its work: the address keeps the page without it.
    const rest = new URLSearchParams(location.searchStr);
    rest.delete('claim');
    const query = rest.toString();
    void router.navigate({ href: `${location.pathname}${query ? `?${query}` : ''}`, replace: true });
  }, [token, isLoading, viewerId, router, mutate]);

  if (!result) return null;
  return (
    <Modal title={result.error ? PUBLIC_MEMBERSHIP_MESSAGES.errorTitle : PUBLIC_MEMBERSHIP_MESSAGES.claimedTitle} tone={result.error ? 'error' : undefined} onClose={() => setResult(null)}>
      {result.text}
    </Modal>
  );
}
