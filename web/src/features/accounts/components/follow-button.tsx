import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/api/client';
import { loginSearch } from '../../../lib/login';
import { useProfile, type Profile, type ProfileType } from '../api/accounts';
import { useCurrentUser } from '../../../lib/current-user';
import { useFollowToggle } from '../api/follows';
import { showErrorToast } from '../../../lib/toaster';

type Followable = Pick<Profile, 'id' | 'following'>;

const FOLLOW_FAILED = 'Failed to follow user';
const UNFOLLOW_FAILED = 'Unable to unfollow. Please try again later.';

/** The page as it is now, with follow=true: where login returns to, so the follow is finished there. */
export function followReturnPath(pathname: string, searchStr: string): string {
  const params = new URLSearchParams(searchStr);
  params.set('follow', 'true');
  return `${pathname}?${params}`;
}

const buttonClass = 'inline-block rounded-full px-5 py-2 text-center font-medium disabled:opacity-60';
const followClass = `${buttonClass} bg-brand text-white hover:opacity-90`;
const followingClass = `${buttonClass} border border-neutral-300 hover:bg-neutral-50`;

/**
 * Follow / Following (seed 000 §4): toggles for a logged-in visitor; a logged-out one goes to login and comes
 * back with ?follow=true, which `useResumeFollow` finishes. Nobody is offered to follow themselves.
 */
export function FollowButton({ profile }: { profile: Followable }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const toggle = useFollowToggle();
  if (isLoading)
    return (
      <button type="button" disabled className={followClass}>
        Follow
      </button>
    );
  if (!user)
    return (
      <Link to="/auth" search={loginSearch(followReturnPath(location.pathname, location.searchStr))} className={followClass}>
        Follow
      </Link>
    );
  if (user.id === profile.id) return null;
  const onClick = async () => {
    try {
      await (profile.following ? toggle.unfollow(profile.id) : toggle.follow(profile.id));
    } catch (error) {
      showErrorToast(errorMessage(error, profile.following ? UNFOLLOW_FAILED : FOLLOW_FAILED));
    }
  };
  return (
    <button type="button" aria-pressed={profile.following} disabled={toggle.isPending} onClick={() => void onClick()} className={profile.following ? followingClass : followClass}>
      {profile.following ? 'Following' : 'Follow'}
    </button>
  );
}

/**
 * Back from login with ?follow=true: follows the profile once (unless already followed or it is the visitor's own),
 * then `onDone` removes the parameter. A visitor who came back without logging in only loses the parameter.
 */
export function useResumeFollow(profile: Followable | undefined, requested: boolean, onDone: () => void) {
  const { user, isLoading } = useCurrentUser();
  const toggle = useFollowToggle();
  const resumed = useRef(false);
  useEffect(() => {
    if (!requested || resumed.current || isLoading || !profile) return;
    resumed.current = true;
    if (user && user.id !== profile.id && !profile.following) toggle.follow(profile.id).catch((error: unknown) => showErrorToast(errorMessage(error, FOLLOW_FAILED)));
    onDone();
  }, [requested, isLoading, profile, user, toggle, onDone]);
}

/** The Follow button of a profile known by its username (the event page's owner), resuming ?follow=true. */
export function ProfileFollowButton({ username, type, resume = false, onResumed }: { username: string; type: ProfileType; resume?: boolean; onResumed: () => void }) {
  const profile = useProfile(username, type);
  useResumeFollow(profile.data, resume, onResumed);
  return profile.data ? <FollowButton profile={profile.data} /> : null;
}
