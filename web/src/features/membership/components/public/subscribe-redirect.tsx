import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { loginHref } from '../../../../lib/login';
import { useCurrentUser } from '../../../../lib/current-user';
import { INITIALIZE_SESSION_PATH, type ProfileType, type SubscribeFields } from '../../api/public';
import { HiddenFields } from '../hidden-fields';
import { membershipPagePath } from '../../format';
import { PUBLIC_MEMBERSHIP_MESSAGES, REDIRECT_DELAY_MS } from './membership-rules';

/**
 * /p|o/{username}/redirect_stripe/{priceId}/{ownerId}: after 2 seconds a real form post to the backend, which
 * answers with a redirect to the provider's checkout (seed 002 §2.1). Anonymous visitors log in first and come back here.
 * `back` is the membership page the provider returns to (default: the public one).
 */
export function SubscribeRedirect({ username, type, priceId, ownerId, back }: { username: string; type: ProfileType; priceId: string; ownerId: string; back?: string }) {
  const router = useRouter();
  const { user: viewer, isLoading } = useCurrentUser();
  const form = useRef<HTMLFormElement>(null);
  const viewerId = viewer?.id;

  useEffect(() => {
    if (isLoading) return;
    if (!viewerId) {
      void router.navigate({ href: loginHref(router.state.location.href), replace: true });
      return;
    }
    const timer = setTimeout(() => form.current?.submit(), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, viewerId, router]);

  return (
    <main className="mx-auto max-w-md px-4 py-24 text-center">
      <p className="text-lg" aria-live="polite">
        {PUBLIC_MEMBERSHIP_MESSAGES.redirecting}
      </p>
      {viewer && (
        <form ref={form} method="post" action={INITIALIZE_SESSION_PATH} className="mt-6">
          <HiddenFields
            fields={{ price_id: priceId, owner_id: ownerId, user_id: viewer.id, utf8: '✓', redirect_to: back ?? membershipPagePath(type, username) } satisfies SubscribeFields}
          />
          <button type="submit" className="rounded-full border border-neutral-300 px-5 py-2 text-sm hover:bg-neutral-50">
            Continue
          </button>
        </form>
      )}
    </main>
  );
}
