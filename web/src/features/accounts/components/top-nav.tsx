import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { useCurrentUser } from '../../../lib/current-user';
import { LoginLink, UserMenuList } from './user-links';

// Radix's dropdowns, loaded only when drawn: the user menu and the bell for signed-in users, How it works when reached for.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const NotificationsMenu = lazy(() => import('./notifications-menu').then((module) => ({ default: module.NotificationsMenu })));
const HowItWorksDropdown = lazy(() => import('./how-it-works-menu').then((module) => ({ default: module.HowItWorksDropdown })));

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

const howItWorksTrigger = 'flex items-center gap-1 hover:underline';

/**
 * The How it works menu is Radix's dropdown (how-it-works-menu.tsx), loaded when the visitor reaches for it
 * (pointer over it, focus, press) so that pages only looked at never load it. Until then its trigger is the
 * same button; a press made meanwhile opens the menu once it is there, and focus stays on the trigger.
 */
function HowItWorksMenu() {
  const [wanted, setWanted] = useState<'loaded' | 'open' | null>(null);
  const [focused, setFocused] = useState(false);
  // A transition: the button stays as it is while the menu's code loads.
  const want = (next: 'loaded' | 'open') => startTransition(() => setWanted((was) => (next === 'open' ? next : was ?? next)));
  const trigger = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      className={howItWorksTrigger}
      onPointerEnter={() => want('loaded')}
      onFocus={() => {
        setFocused(true);
        want('loaded');
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => event.button === 0 && !event.ctrlKey && want('open')}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          want('open');
        }
      }}
    >
      How it works <span aria-hidden="true">▾</span>
    </button>
  );
  return <Suspense fallback={trigger}>{wanted ? <HowItWorksDropdown className={howItWorksTrigger} items={howItWorks} defaultOpen={wanted === 'open'} keepFocus={focused} /> : trigger}</Suspense>;
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
        <div className="hidden md:block">
          {isLoading ? null : user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <LoginLink />
          )}
        </div>
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
        {!isLoading && user && (
          <Suspense fallback={null}>
            <NotificationsMenu />
          </Suspense>
        )}
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
