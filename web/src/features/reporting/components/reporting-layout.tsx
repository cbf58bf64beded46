import { useLocation } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';

/** The account the reports are about: its id (the calls' ownerId) and its path name. */
export interface ReportingOwner {
  ownerId: string;
  username: string;
}

const OwnerContext = createContext<ReportingOwner | null>(null);

export function useReportingOwner(): ReportingOwner {
  const owner = useContext(OwnerContext);
  if (!owner) throw new Error('useReportingOwner is used outside ReportingLayout');
  return owner;
}

export const REPORTING_SECTIONS = [
  { label: 'Revenue', path: 'revenue' },
  { label: 'Orders', path: 'orders' },
  { label: 'Patrons', path: 'patrons' },
  { label: 'Activity', path: 'activity' },
] as const;

/** /manage/{username}/reporting/…: the sub-navigation Revenue / Orders / Patrons / Activity above the report. */
export function ReportingLayout({ owner, children }: { owner: ReportingOwner | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  if (!owner) return <div aria-busy="true" />;
  return (
    <OwnerContext.Provider value={owner}>
      <nav aria-label="Reporting" className="mb-6 flex gap-1 overflow-x-auto border-b border-neutral-200 text-sm">
        {REPORTING_SECTIONS.map((section) => {
          const href = `/manage/${owner.username}/reporting/${section.path}`;
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <AppLink
              key={section.path}
              href={href}
              aria-current={current ? 'page' : undefined}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-neutral-600 hover:text-neutral-900 aria-[current=page]:border-neutral-900 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900"
            >
              {section.label}
            </AppLink>
          );
        })}
      </nav>
      {children}
    </OwnerContext.Provider>
  );
}

/** Lets component tests render a report for an owner without the layout. */
export const ReportingOwnerProvider = OwnerContext.Provider;
