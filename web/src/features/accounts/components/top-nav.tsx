import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { useCurrentUser } from '../../../lib/current-user';
import { LoginLink, UserMenu, UserMenuList } from './user-menu';
import { NotificationsMenu } from './notifications-menu';

/** Seed 000 "Top navigation": the links and the How it works menu, in order. */
export const mainLinks = [
  { label: 'Explore', href: '/discover/featured' },
  { label: 'Create An Event', href: '/event/new' },
] as const;

export const howItWorks = [
  { label: 'For Event Creators', href: '/for-venues-and-event-creators' },
  { label: 'For Artists', href: '/for-artists' },
  { label: 'Universal Creator Income Fund', href: '/ucif' },
] as const;

/** /search?query=…&tab=events */
export const searchHref = (query: string) => `/search?${new URLSearchParams({ query: query.trim(), tab: 'events' }).toString()}`;

function SearchBox({ className }: { className?: string }) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void router.navigate({ href: searchHref(query) });
  };
  return (
    <form role="search" onSubmit={submit} className={className}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        id={id}
        type="search"
        placeholder="Search events"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="w-full rounded-full border border-neutral-300 px-4 py-1.5 text-sm outline-none focus:ring-2 focus:ring-brand/40 md:w-56"
      />
    </form>
  );
}

const menuItem = 'block rounded px-3 py-2 text-sm outline-none hover:bg-neutral-100 focus:bg-neutral-100 data-[highlighted]:bg-neutral-100';

function HowItWorksMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-1 hover:underline">
        How it works <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content sideOffset={6} className="z-50 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          {howItWorks.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              <AppLink href={item.href} className={menuItem}>
                {item.label}
              </AppLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The top navigation; on phones (below 768 px) everything folds into the Menu button. Hidden with ?native=true by the root layout. */
export function TopNav() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Any navigation closes the phone menu.
  const [shownHref, setShownHref] = useState(location.href);
  if (shownHref !== location.href) {
    setShownHref(location.href);
    setOpen(false);
  }
  const panelId = useId();

  return (
    <header className="border-b border-neutral-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-5 px-4 py-3">
        <Link to="/" className="text-xl font-bold tracking-tight text-brand" aria-label="Limelight home">
          Limelight
        </Link>
        <div className="hidden items-center gap-5 text-sm md:flex">
          {mainLinks.map((link) => (
            <AppLink key={link.href} href={link.href} className="hover:underline">
              {link.label}
            </AppLink>
          ))}
          <HowItWorksMenu />
        </div>
        <SearchBox className="ml-auto hidden md:block" />
        <div className="hidden md:block">{isLoading ? null : user ? <UserMenu user={user} /> : <LoginLink />}</div>
        <button
          type="button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={panelId}
          className="ml-auto rounded-lg border border-neutral-300 px-3 py-1.5 md:hidden"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </button>
        {!isLoading && user && <NotificationsMenu />}
      </nav>
      {open && (
        <div id={panelId} className="flex flex-col gap-1 border-t border-neutral-200 px-4 py-3 text-sm md:hidden">
          {mainLinks.map((link) => (
            <AppLink key={link.href} href={link.href} className="py-2 hover:underline">
              {link.label}
            </AppLink>
          ))}
          <p className="pt-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">How it works</p>
          {howItWorks.map((item) => (
            <AppLink key={item.href} href={item.href} className="py-2 hover:underline">
              {item.label}
            </AppLink>
          ))}
          <SearchBox className="py-2" />
          <div className="border-t border-neutral-200 pt-2">
            {isLoading ? null : user ? <UserMenuList user={user} /> : <LoginLink className="inline-block rounded-full bg-neutral-900 px-4 py-1.5 text-white" />}
          </div>
        </div>
      )}
    </header>
  );
}
