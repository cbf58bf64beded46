import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from '@tanstack/react-router';
import type { components } from '../../../lib/api/schema.gen';
import { useLogOut, useRefreshSession } from '../api/accounts';
import { truncateName } from '../validation';

type CurrentUser = components['schemas']['CurrentUserResponse'];

/** The seeds' user menu entries, in order; one events entry per account (the user and each organization). */
export function userMenuEntries(user: CurrentUser): { label: string; to: string }[] {
  return [
    { label: 'Create An Event', to: '/event/new' },
    { label: 'My Tickets', to: `/manage/${user.username}/tickets-and-subscriptions/tickets` },
    { label: 'Profile', to: `/p/${user.username}` },
    { label: 'Settings', to: `/manage/${user.username}/settings/account` },
    { label: truncateName(user.name), to: `/manage/${user.username}/events` },
    ...user.organizations.map((organization) => ({ label: truncateName(organization.name), to: `/manage/${organization.username}/events` })),
    { label: 'Create an organization', to: '/schools/new' },
    ...(user.siteAdmin ? [{ label: 'Super Admin', to: '/super_admin' }] : []),
  ];
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const logOut = useLogOut();
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  const onLogOut = async () => {
    await logOut.mutateAsync({});
    await refresh();
    await navigate({ to: '/' });
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label="User menu" className="flex items-center gap-2 rounded-full border border-neutral-300 px-3 py-1.5 text-sm">
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">{user.name.slice(0, 1)}</span>
        <span className="hidden md:inline">{truncateName(user.name)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          {userMenuEntries(user).map((entry) => (
            <DropdownMenu.Item key={entry.to + entry.label} asChild>
              <a href={entry.to} className="block rounded px-3 py-2 text-sm outline-none hover:bg-neutral-100 focus:bg-neutral-100">
                {entry.label}
              </a>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item onSelect={() => void onLogOut()} className="cursor-pointer rounded px-3 py-2 text-sm outline-none hover:bg-neutral-100 focus:bg-neutral-100">
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function LoginLink() {
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  return (
    <Link to="/auth" search={{ redirect_to: here }} className="rounded-full bg-neutral-900 px-4 py-1.5 text-sm text-white">
      Log in / Sign up
    </Link>
  );
}
