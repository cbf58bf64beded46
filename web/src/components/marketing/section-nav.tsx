import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../lib/site';

export interface PageSection {
  id: string;
  label: string;
}

/** How much of a section must be in view to make it the current one: half on phones (below 768 px), all of it on wider screens. */
export function sectionVisibilityThreshold(viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? 0.5 : 1;
}

/** The section that last came into view enough (see the threshold); the first section until then. */
export function useActiveSection(sections: readonly PageSection[]): string | undefined {
  const [active, setActive] = useState(sections[0]?.id);
  useEffect(() => {
    const threshold = sectionVisibilityThreshold(window.innerWidth);
    const order = sections.map((section) => section.id);
    const observer = new IntersectionObserver(
      (entries) => {
        // Of those arriving together, the first on the page.
        const arrived = entries
          .filter((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - 0.01)
          .map((entry) => entry.target.id)
          .sort((a, b) => order.indexOf(a) - order.indexOf(b));
        if (arrived.length > 0) setActive(arrived[0]);
      },
      { threshold },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);
  return active;
}

/** The sticky bar of the page's sections; the current one is marked. */
export function SectionNav({ sections, active }: { sections: readonly PageSection[]; active: string | undefined }) {
  return (
    <nav aria-label="Sections" className="sticky top-0 z-20 border-y border-neutral-200 bg-white/95 backdrop-blur">
      <ul className="mx-auto flex max-w-7xl overflow-x-auto px-4 py-2 text-sm">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              aria-current={section.id === active ? 'location' : undefined}
              className="block rounded-full px-2.5 py-1.5 text-neutral-600 hover:text-neutral-900 aria-[current=location]:bg-brand/10 aria-[current=location]:font-semibold aria-[current=location]:text-brand"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
