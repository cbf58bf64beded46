import { Link, Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../api/accounts';
import { truncateName } from '../validation';

/** The management sidebar's tabs (seed 002 §2.6); each capability adds its entry when it exists. */
function tabsFor(account: { username: string; type: 'User' | 'School' }) {
  return [
    { label: 'Profile', href: account.type === 'User' ? `/p/${account.username}` : `/o/${account.username}` },
    { label: 'Support center', href: 'https://help.limelight.example', external: true },
  ];
}

/** /manage/{username}/…: only the user themself, an owner or admin of the organization, or a site admin. */
export function ManageShell({ username, native, openMobileNav }: { username: string; native: boolean; openMobileNav: boolean }) {
  const { user, isLoading } = useCurrentUser();
  const [mobileOpen, setMobileOpen] = useState(openMobileNav);
  const own = user && user.username.toLowerCase() === username.toLowerCase() ? { username: user.username, name: user.name, type: 'User' as const } : undefined;
  const organization = user?.organizations.find((o) => o.username.toLowerCase() === username.toLowerCase() && (o.owner || o.admin));
  const account = own ?? (organization ? { username: organization.username, name: organization.name, type: 'School' as const } : undefined);
  const allowed = !!account || !!user?.siteAdmin;

  useEffect(() => {
    if (isLoading) return;
    if (!user) window.location.assign(`/auth?redirect_to=${encodeURIComponent(window.location.pathname)}`);
    else if (!allowed) window.location.assign('/');
  }, [isLoading, user, allowed]);
  if (!user || !allowed) return null;

  const active = account ?? { username, name: username, type: 'User' as const };
  const sidebar = (
    <nav aria-label="Management" className="flex flex-col gap-1">
      <label className="mb-3 block text-sm">
        <span className="sr-only">Switch account</span>
        <select
          aria-label="Switch account"
          value={active.username}
          onChange={(e) => window.location.assign(`/manage/${e.target.value}`)}
          className="w-full rounded-lg border border-neutral-300 px-2 py-1.5"
        >
          <option value={user.username}>{truncateName(user.name)}</option>
          {user.organizations.map((o) => (
            <option key={o.id} value={o.username}>
              {truncateName(o.name)}
            </option>
          ))}
        </select>
      </label>
      {tabsFor(active).map((tab) => (
        <a key={tab.label} href={tab.href} target={tab.external ? '_blank' : undefined} rel={tab.external ? 'noreferrer' : undefined} className="rounded px-3 py-2 hover:bg-neutral-100">
          {tab.label}
        </a>
      ))}
      <a href="/schools/new" className="rounded px-3 py-2 hover:bg-neutral-100">
        Create an organization
      </a>
      <a href="/event/new" className="rounded px-3 py-2 hover:bg-neutral-100">
        Create An Event
      </a>
    </nav>
  );
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8">
      {!native && <aside className="hidden w-60 shrink-0 md:block">{sidebar}</aside>}
      {!native && (
        <button type="button" className="fixed bottom-4 left-4 rounded-full bg-neutral-900 px-4 py-2 text-white md:hidden" onClick={() => setMobileOpen(true)}>
          Menu
        </button>
      )}
      {!native && mobileOpen && (
        <div className="fixed inset-0 z-40 bg-black/40 md:hidden" onClick={() => setMobileOpen(false)}>
          <aside className="h-full w-72 bg-white p-4" onClick={(e) => e.stopPropagation()}>
            {sidebar}
          </aside>
        </div>
      )}
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}

export function ManageOverview({ username }: { username: string }) {
  const { user } = useCurrentUser();
  const organization = user?.organizations.find((o) => o.username.toLowerCase() === username.toLowerCase());
  const isUser = user?.username.toLowerCase() === username.toLowerCase();
  return (
    <section>
      <h1 className="text-2xl font-semibold">{isUser ? user?.name : (organization?.name ?? username)}</h1>
      <p className="text-neutral-600">{isUser ? 'Personal account' : 'Organization'} · @{username}</p>
      <Link to={isUser ? '/p/$username' : '/o/$username'} params={{ username }} className="mt-4 inline-block underline">
        View public profile
      </Link>
    </section>
  );
}
