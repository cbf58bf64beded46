import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { findOwnAccount, ownAccounts, type ManagedAccount } from '../access';
import { useProfile, useProfileSettings } from '../api/accounts';
import { useCurrentUser, type CurrentUser } from '../../../lib/current-user';
import { PROFILE_MESSAGES } from '../profile-rules';
import { truncateName } from '../names';
import { publicProfilePath, visibleManageTabs } from './manage-tabs';

/**
 * The account behind /manage/{username}: one of the user's own, or, for a site admin managing someone else's,
 * looked up by its public profile (type and flags of others are not in `me`).
 */
export function useManagedAccount(username: string): { account: ManagedAccount | undefined; user: CurrentUser | undefined; isLoading: boolean; missing: boolean } {
  const { user, isLoading } = useCurrentUser();
  const own = user ? findOwnAccount(user, username) : undefined;
  const lookUp = !!user && !own && user.siteAdmin;
  const profile = useProfile(username, undefined, lookUp);
  // The account's feature flags are in its settings, which site admins may read.
  const settings = useProfileSettings(profile.data?.id, lookUp);
  if (own) return { account: own, user, isLoading: false, missing: false };
  if (lookUp && profile.data && !settings.isLoading) {
    const p = profile.data;
    const account: ManagedAccount = {
      id: p.id,
      username: p.username,
      name: p.name,
      type: p.type === 'user' ? 'User' : 'School',
      avatar: p.avatar,
      developerZone: settings.data?.developerZone ?? false,
      referralTracker: settings.data?.referralTracker ?? false,
    };
    return { account, user, isLoading: false, missing: false };
  }
  return { account: undefined, user, isLoading: isLoading || (lookUp && (profile.isLoading || settings.isLoading)), missing: lookUp && !!profile.error };
}

const switcherItem = 'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none hover:bg-neutral-100 focus:bg-neutral-100 data-[highlighted]:bg-neutral-100';

/** The profile switcher: the user and their organizations, then 'Create an organization' and 'Create An Event'. */
export function ProfileSwitcher({ user, active }: { user: CurrentUser; active: ManagedAccount }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Switch account (current: ${active.name})`}
        className="flex w-full items-center gap-2 rounded-lg border border-neutral-300 px-2 py-2 text-left text-sm hover:bg-neutral-50"
      >
        <Avatar src={active.avatar} name={active.name} size="sm" />
        <span className="flex-1 truncate font-medium" title={active.name}>
          {truncateName(active.name)}
        </span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className="z-[60] min-w-60 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          {ownAccounts(user).map((account) => (
            <DropdownMenu.Item key={account.id} asChild>
              <AppLink href={`/manage/${account.username}`} className={switcherItem} aria-current={account.id === active.id ? 'page' : undefined} title={account.name}>
                <Avatar src={account.avatar} name={account.name} size="sm" />
                <span className="flex-1">{truncateName(account.name)}</span>
                <span className="text-xs text-neutral-500">{account.type === 'User' ? 'Personal' : 'Organization'}</span>
              </AppLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item asChild>
            <AppLink href="/schools/new" className={switcherItem}>
              Create an organization
            </AppLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <AppLink href="/event/new" className={switcherItem}>
              Create An Event
            </AppLink>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The sidebar: switcher, then the tabs the account has (seed 002 §2.6). */
export function ManageSidebar({ user, account }: { user: CurrentUser; account: ManagedAccount }) {
  const location = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <ProfileSwitcher user={user} active={account} />
      <nav aria-label="Management" className="flex flex-col gap-1 text-sm">
        {visibleManageTabs(account).map((tab) => {
          const href = tab.href(account);
          const className = 'rounded-lg px-3 py-2 hover:bg-neutral-100 aria-[current=page]:bg-neutral-100 aria-[current=page]:font-semibold';
          return (
            <AppLink key={tab.label} href={href} className={className} aria-current={location.pathname === href || (tab.section && location.pathname.startsWith(tab.section(account))) ? 'page' : undefined}>
              {tab.label}
              {/* The space keeps the label and its badge two words for screen readers ('Lists Beta'). */}
              {tab.beta && (
                <>
                  {' '}
                  <span className="ml-1 rounded bg-neutral-200 px-1.5 text-xs">Beta</span>
                </>
              )}
            </AppLink>
          );
        })}
      </nav>
    </div>
  );
}

/** Slide-in panel for phones; hidden (and `inert`) once closed, so it leaves the tab order and the accessibility tree. */
function MobileNav({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <div className="md:hidden">
      <div aria-hidden="true" onClick={onClose} className={`fixed inset-0 z-40 bg-black/40 transition-opacity ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`} />
      <aside
        role="dialog"
        aria-modal={open ? true : undefined}
        aria-labelledby={titleId}
        inert={!open}
        className={`fixed inset-y-0 left-0 z-50 w-72 overflow-y-auto bg-white p-4 shadow-xl transition-[translate,visibility] duration-200 ${open ? 'visible translate-x-0' : 'invisible -translate-x-full'}`}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="font-semibold">
            Manage
          </h2>
          <button ref={closeButton} type="button" aria-label="Close management menu" className="rounded px-2 py-1 hover:bg-neutral-100" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {children}
      </aside>
    </div>
  );
}

/**
 * /manage/{username}/…: the management shell. Access (the user themself, an owner or admin of the organization,
 * or a site admin) is checked by the route before it renders; this lays out the sidebar and the page.
 */
export function ManageShell({ username, native, openMobileNav }: { username: string; native: boolean; openMobileNav: boolean }) {
  const { account, user, isLoading, missing } = useManagedAccount(username);
  const [mobileOpen, setMobileOpen] = useState(openMobileNav);
  const location = useLocation();
  // ?openMobileNav=true opens the slide-in; following a link in it closes it.
  const [shown, setShown] = useState({ openMobileNav, path: location.pathname });
  if (shown.openMobileNav !== openMobileNav || shown.path !== location.pathname) {
    setShown({ openMobileNav, path: location.pathname });
    if (shown.path !== location.pathname) setMobileOpen(false);
    else if (openMobileNav) setMobileOpen(true);
  }

  if (isLoading) return <div className="mx-auto max-w-7xl px-4 py-8" aria-busy="true" />;
  if (missing) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-24 text-center">
        <p role="alert" className="text-lg">
          {PROFILE_MESSAGES.notFound}
        </p>
      </main>
    );
  }
  if (!user || !account) return null;

  const sidebar = <ManageSidebar user={user} account={account} />;
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8">
      {!native && <aside className="hidden w-60 shrink-0 md:block">{sidebar}</aside>}
      {!native && (
        <>
          <button
            type="button"
            aria-label="Open management menu"
            aria-expanded={mobileOpen}
            className="fixed bottom-4 left-4 z-30 rounded-full bg-neutral-900 px-4 py-2 text-sm text-white shadow-lg md:hidden"
            onClick={() => setMobileOpen(true)}
          >
            Manage
          </button>
          <MobileNav open={mobileOpen} onClose={() => setMobileOpen(false)}>
            {sidebar}
          </MobileNav>
        </>
      )}
      <main className="min-w-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}

/** /manage/{username}: what the account is and where its public profile is. */
export function ManageOverview({ username }: { username: string }) {
  const { account } = useManagedAccount(username);
  if (!account) return null;
  const profilePath = publicProfilePath(account);
  return (
    <section aria-labelledby="manage-overview">
      <div className="flex items-center gap-4">
        <Avatar src={account.avatar} name={account.name} size="lg" />
        <div>
          <h1 id="manage-overview" className="text-2xl font-semibold">
            {account.name}
          </h1>
          <p className="text-neutral-600">
            {account.type === 'User' ? 'Personal account' : 'Organization'} · @{account.username}
          </p>
        </div>
      </div>
      <p className="mt-6">
        Public profile:{' '}
        <AppLink href={profilePath} className="font-medium underline">
          {`${window.location.origin}${profilePath}`}
        </AppLink>
      </p>
    </section>
  );
}
