import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '../api/accounts';
import { LoginLink, UserMenu } from './user-menu';

const howItWorks = [
  { label: 'For Event Creators', to: '/for-venues-and-event-creators' },
  { label: 'For Artists', to: '/for-artists' },
  { label: 'Universal Creator Income Fund', to: '/ucif' },
];

/** Seed 000 "Top navigation". */
export function TopNav() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ href: `/search?query=${encodeURIComponent(query)}&tab=events` });
  };
  const links = (
    <>
      <a href="/discover/featured" className="hover:underline">
        Explore
      </a>
      <a href="/event/new" className="hover:underline">
        Create An Event
      </a>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="hover:underline">How it works</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content sideOffset={6} className="z-50 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
            {howItWorks.map((item) => (
              <DropdownMenu.Item key={item.to} asChild>
                <a href={item.to} className="block rounded px-3 py-2 text-sm outline-none hover:bg-neutral-100">
                  {item.label}
                </a>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
  return (
    <header className="border-b border-neutral-200">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-bold tracking-tight text-brand">
          Limelight
        </Link>
        <div className="hidden items-center gap-5 text-sm md:flex">{links}</div>
        <form role="search" onSubmit={search} className="ml-auto hidden md:block">
          <input
            type="search"
            aria-label="Search"
            placeholder="Search events"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="w-56 rounded-full border border-neutral-300 px-4 py-1.5 text-sm"
          />
        </form>
        <div className="ml-auto md:ml-0">{isLoading ? null : user ? <UserMenu user={user} /> : <LoginLink />}</div>
        <button type="button" aria-label="Menu" aria-expanded={open} className="md:hidden" onClick={() => setOpen(!open)}>
          ☰
        </button>
      </nav>
      {open && (
        <div className="flex flex-col gap-3 border-t border-neutral-200 px-4 py-3 text-sm md:hidden">
          {links}
          <form role="search" onSubmit={search}>
            <input type="search" aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} className="w-full rounded-full border px-4 py-1.5" />
          </form>
        </div>
      )}
    </header>
  );
}
