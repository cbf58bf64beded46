import { useLocation } from '@tanstack/react-router';
import { AppLink } from './app-link';

export interface Tab {
  label: string;
  href: string;
  /** The path whose pages mark the tab current (it and everything below it); default: `href`. */
  section?: string;
}

/** A page's tabs as links, underlining the one whose section holds the current path. */
export function TabNav({ label, tabs, className = '' }: { label: string; tabs: readonly Tab[]; className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className={`flex gap-1 overflow-x-auto border-b border-neutral-200 text-sm ${className}`}>
      {tabs.map((tab) => {
        const section = tab.section ?? tab.href;
        const current = pathname === section || pathname.startsWith(`${section}/`);
        return (
          <AppLink
            key={tab.href}
            href={tab.href}
            aria-current={current ? 'page' : undefined}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-neutral-600 hover:text-neutral-900 aria-[current=page]:border-neutral-900 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900"
          >
            {tab.label}
          </AppLink>
        );
      })}
    </nav>
  );
}
