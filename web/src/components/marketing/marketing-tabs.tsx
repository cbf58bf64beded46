import { useEffect, useState, type ReactNode } from 'react';
import { AppLink } from '../ui/app-link';

export interface MarketingTab {
  label: string;
  href: string;
}

export type SlideDirection = 'left' | 'right' | 'none';

const tabIndex = (tabs: readonly MarketingTab[], pathname: string) => tabs.findIndex((tab) => tab.href === pathname.replace(/\/$/, ''));

/**
 * Which way the new tab slides in: from the right when it comes after the previous tab in the bar
 * (content moves left), from the left when it comes before; no slide on first arrival.
 */
export function slideDirection(tabs: readonly MarketingTab[], previousPath: string | undefined, pathname: string): SlideDirection {
  if (previousPath === undefined) return 'none';
  const from = tabIndex(tabs, previousPath);
  const to = tabIndex(tabs, pathname);
  if (from < 0 || to < 0 || from === to) return 'none';
  return to > from ? 'left' : 'right';
}

const offset: Record<SlideDirection, string> = {
  left: 'motion-safe:translate-x-16 motion-safe:opacity-0',
  right: 'motion-safe:-translate-x-16 motion-safe:opacity-0',
  none: '',
};

/** Mounted anew for each tab: starts shifted to the side it comes from and moves into place (not with reduced motion). */
function SlideIn({ direction, children }: { direction: SlideDirection; children: ReactNode }) {
  const [entered, setEntered] = useState(direction === 'none');
  useEffect(() => {
    if (entered) return;
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [entered]);
  return <div className={`motion-safe:transition motion-safe:duration-300 motion-safe:ease-out ${entered ? '' : offset[direction]}`}>{children}</div>;
}

/** A marketing page's tab bar (links, current one marked) over its tab, which slides in the direction of travel. */
export function MarketingTabs({ label, tabs, pathname, children }: { label: string; tabs: readonly MarketingTab[]; pathname: string; children: ReactNode }) {
  // The previous tab is kept across renders of this layout, which stays mounted while its tabs change.
  const [shown, setShown] = useState<{ path: string; direction: SlideDirection }>({ path: pathname, direction: 'none' });
  if (shown.path !== pathname) setShown({ path: pathname, direction: slideDirection(tabs, shown.path, pathname) });
  const current = tabIndex(tabs, pathname);
  return (
    <div className="overflow-x-clip">
      <nav aria-label={label} className="mx-auto flex max-w-7xl justify-center gap-1 overflow-x-auto px-4 pt-6 text-sm">
        {tabs.map((tab, index) => (
          <AppLink
            key={tab.href}
            href={tab.href}
            aria-current={index === current ? 'page' : undefined}
            className="shrink-0 rounded-full px-4 py-2 font-medium text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 aria-[current=page]:bg-neutral-900 aria-[current=page]:text-white"
          >
            {tab.label}
          </AppLink>
        ))}
      </nav>
      <SlideIn key={pathname} direction={shown.path === pathname ? shown.direction : 'none'}>
        {children}
      </SlideIn>
    </div>
  );
}
