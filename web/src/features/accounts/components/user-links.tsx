import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { Fragment } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { errorMessage } from '../../../lib/api/client';
import { loginSearch } from '../../../lib/login';
import { useLogOut, useSessionEnded } from '../api/accounts';
import type { CurrentUser } from '../../../lib/current-user';
import { manageableOrganizations } from '../access';
import { truncateName } from '../names';
import { showErrorToast } from '../../../lib/toaster';

/** The user menu's entries, the phone menu's list of them and the login link: what the top navigation draws without the dropdown's code (user-menu.tsx). */

export interface MenuEntry {
  label: string;
  href: string;
  /** The full name, as a tooltip, when the label is shortened. */
  title?: string;
  /** The events entry of an account (the user or an organization), listed under one heading. */
  account?: true;
}

export const ACCOUNTS_HEADING = 'Manage events';

/** The seeds' user menu entries, in order; one events entry per account (the user, then each organization they may manage). */
export function userMenuEntries(user: CurrentUser): MenuEntry[] {
  return [
    { label: 'Create An Event', href: '/event/new' },
    { label: 'My Tickets', href: `/manage/${user.username}/tickets-and-subscriptions/tickets` },
    { label: 'Profile', href: `/p/${user.username}` },
    { label: 'Settings', href: `/manage/${user.username}/settings/account` },
    accountEntry(user.name, user.username),
    ...manageableOrganizations(user).map((organization) => accountEntry(organization.name, organization.username)),
    { label: 'Create an organization', href: '/schools/new' },
    ...(user.siteAdmin ? [{ label: 'Super Admin', href: '/super_admin' }] : []),
  ];
}

function accountEntry(name: string, username: string): MenuEntry {
  const label = truncateName(name);
  return { label, href: `/manage/${username}/events`, title: label === name ? undefined : name, account: true };
}

/** Logout: the API clears the cookie, we go home and drop everything cached about the session. */
export function useLogOutAndGoHome() {
  const logOut = useLogOut();
  const sessionEnded = useSessionEnded();
  const navigate = useNavigate();
  return async () => {
    try {
      await logOut.mutateAsync({});
    } catch (error) {
      showErrorToast(errorMessage(error));
      return;
    }
    await navigate({ to: '/' });
    await sessionEnded();
  };
}

/** The same entries as a plain list, for the phone menu. */
export function UserMenuList({ user }: { user: CurrentUser }) {
  const logOut = useLogOutAndGoHome();
  return (
    <nav aria-label="Account" className="flex flex-col">
      <p className="flex items-center gap-2 py-2 font-medium">
        <Avatar src={user.avatar} name={user.name} size="sm" />
        {truncateName(user.name)}
      </p>
      {userMenuEntries(user).map((entry, index, entries) => (
        <Fragment key={entry.href + entry.label}>
          {entry.account && !entries[index - 1]?.account && <p className="pt-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{ACCOUNTS_HEADING}</p>}
          <AppLink href={entry.href} title={entry.title} className="py-2 hover:underline">
            {entry.label}
          </AppLink>
        </Fragment>
      ))}
      <button type="button" onClick={() => void logOut()} className="py-2 text-left hover:underline">
        Log out
      </button>
    </nav>
  );
}

/** 'Log in / Sign up': to /auth with the current path and query as redirect_to. */
export function LoginLink({ className }: { className?: string }) {
  const location = useLocation();
  // On /auth itself, keep where it already returns to rather than returning to /auth.
  const here = location.pathname === '/auth' ? new URLSearchParams(location.searchStr).get('redirect_to') ?? '/' : location.href;
  return (
    <Link to="/auth" search={loginSearch(here)} className={className ?? 'rounded-full bg-neutral-900 px-4 py-1.5 text-sm text-white hover:bg-neutral-700'}>
      Log in / Sign up
    </Link>
  );
}
