import { createContext, useContext, type ReactNode } from 'react';
import { TabNav } from '../../../components/ui/tab-nav';

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
  if (!owner) return <div aria-busy="true" />;
  return (
    <OwnerContext.Provider value={owner}>
      <TabNav
        label="Reporting"
        className="mb-6"
        tabs={REPORTING_SECTIONS.map((section) => ({ label: section.label, href: `/manage/${owner.username}/reporting/${section.path}` }))}
      />
      {children}
    </OwnerContext.Provider>
  );
}

/** Lets component tests render a report for an owner without the layout. */
export const ReportingOwnerProvider = OwnerContext.Provider;
