import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ErrorScreen } from '../../../components/layouts/error-screen';
import { NotFound } from '../../../components/layouts/not-found';
import { AppLink } from '../../../components/ui/app-link';
import { assignChart, SeatingError, seatingKey, useEventSeating, useSeatingTickets, type EventSeating, type ManagedTickets } from '../api/seating';
import { ChartChooser } from './chart-chooser';
import { Designer } from './designer/designer';

/** What a tab of the seating page works with. */
export interface SeatingContext {
  eventId: string;
  seating: EventSeating;
  /** The event's name, owner, dates (with their ticket types). */
  event: ManagedTickets;
}

/** A further tab of the page beside 'Chart' (e.g. the per-date seats). */
export interface SeatingTab {
  id: string;
  label: string;
  render(context: SeatingContext): ReactNode;
}

export interface SeatingPageProps {
  eventId: string;
  /** Tabs after 'Chart'; the page shows a tab list only when there are some. */
  tabs?: readonly SeatingTab[];
  /** The tab shown ('chart' or a tab's id); without it the page keeps its own. */
  tab?: string;
  onTab?: (tab: string) => void;
}

const CHART_TAB = 'chart';

/** /management/courses/{id}/seating: the event's seating chart, for its managers with admin access. */
export function SeatingPage({ eventId, tabs = [], tab, onTab }: SeatingPageProps) {
  const seating = useEventSeating(eventId);
  const tickets = useSeatingTickets(eventId);
  const [ownTab, setOwnTab] = useState(CHART_TAB);
  const tabsId = useId();
  const shown = tab ?? ownTab;
  const choose = (id: string) => (onTab ? onTab(id) : setOwnTab(id));

  if (seating.isLoading || tickets.isLoading) return <main className="mx-auto max-w-7xl px-4 py-12" aria-busy="true" />;
  if (!seating.data || !tickets.data) {
    const error = seating.error ?? tickets.error;
    const status = error instanceof SeatingError ? error.status : 0;
    if (status === 404) return <NotFound />;
    if (status === 403) return <ErrorScreen code={403} heading="You are not allowed to manage this event" />;
    return <ErrorScreen code={status || 500} heading={error?.message ?? 'Please try again later'} />;
  }
  const context: SeatingContext = { eventId, seating: seating.data, event: tickets.data };
  const all = [{ id: CHART_TAB, label: 'Chart' }, ...tabs];
  const extra = tabs.find((t) => t.id === shown);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = all.findIndex((t) => t.id === shown);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = all[(next + all.length) % all.length]!;
    choose(tab.id);
    document.getElementById(`${tabsId}-${tab.id}`)?.focus();
  };

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <AppLink href={`/event/${eventId}`} className="text-sm text-neutral-600 underline">
            {tickets.data.eventName}
          </AppLink>
          <h1 className="text-2xl font-semibold">Seating</h1>
        </div>
        <AppLink href={`/management/courses/${eventId}/tickets`} className="text-sm underline">
          Tickets
        </AppLink>
      </div>
      {tabs.length > 0 && (
        <div role="tablist" aria-label="Seating" className="flex gap-1 border-b border-neutral-200 text-sm">
          {all.map((t) => (
            <button
              key={t.id}
              id={`${tabsId}-${t.id}`}
              type="button"
              role="tab"
              aria-selected={t.id === shown}
              aria-controls={`${tabsId}-panel`}
              // One stop in the Tab order; the arrow keys move between the tabs.
              tabIndex={t.id === shown ? 0 : -1}
              onClick={() => choose(t.id)}
              onKeyDown={onTabKey}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-neutral-600 aria-selected:border-neutral-900 aria-selected:font-semibold aria-selected:text-neutral-900"
            >
              {t.label}
            </button>
          ))}
        </div>
      )}
      <div id={`${tabsId}-panel`} {...(tabs.length > 0 ? { role: 'tabpanel', 'aria-labelledby': `${tabsId}-${extra ? extra.id : CHART_TAB}` } : {})}>
        {extra ? extra.render(context) : <ChartTab {...context} />}
      </div>
    </main>
  );
}

/** The event's chart in the designer, or the choice of one. */
function ChartTab({ eventId, seating, event }: SeatingContext) {
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  // Bumped to open the chart afresh (after someone else saved it).
  const [generation, setGeneration] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: seatingKey(eventId) });

  const use = async (chartId: string | null) => {
    await assignChart(eventId, chartId);
    await refresh();
    setChoosing(false);
  };

  if (!seating.chart || choosing) return <ChartChooser ownerId={event.ownerId} seating={seating} onUse={use} onCancel={seating.chart ? () => setChoosing(false) : undefined} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-neutral-600">Every date of this event sells through this chart.</span>
        <button type="button" className="underline" onClick={() => setChoosing(true)}>
          Change chart
        </button>
      </div>
      <Designer
        key={`${seating.chart.id}-${generation}`}
        eventId={eventId}
        chart={seating.chart}
        ticketTypes={ticketTypesNamed(seating, event)}
        reload={async () => {
          await refresh();
          setGeneration((g) => g + 1);
        }}
      />
    </div>
  );
}

/** The event's ticket types, named with their date's day when the event has several dates. */
function ticketTypesNamed(seating: EventSeating, event: ManagedTickets) {
  if (event.dates.length < 2) return seating.ticketTypes;
  const day = new Intl.DateTimeFormat('en-US', { timeZone: event.timezone, month: 'short', day: 'numeric', year: 'numeric' });
  const dayOf = new Map(event.dates.map((date) => [date.id, day.format(new Date(date.startsAt))]));
  return seating.ticketTypes.map((ticket) => ({ ...ticket, name: `${ticket.name} · ${dayOf.get(ticket.eventDateId) ?? ''}` }));
}
