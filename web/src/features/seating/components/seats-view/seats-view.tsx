import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { toast } from '../../../../lib/toast';
import type { ChartDefinition } from '../../../../components/seating/chart';
import { formatEventDate } from '../../../../lib/event-time';
import type { SeatingContext } from '../seating-page';
import { describeSeats, labelStatus, seatsByLabel, selectSeat, sitters, STATUS_FILL, STATUS_TEXT, takesAttendee, type SeatStatus, type Sitter } from './seat-map';
import { blockSeats, eventSeatsKey, moveAttendee, useEventSeats, type SeatBlock } from './seats-api';
import { SeatsChart, type SeatLook } from './seats-chart';

/** The toast after marking seats. */
export const BLOCKED_TOAST: Record<'not_for_sale' | 'kept' | 'released', string> = {
  not_for_sale: 'Marked not for sale',
  kept: 'Kept for guests',
  released: 'Released for sale',
};

type ManagedDate = SeatingContext['event']['dates'][number];

/** The next date to come, else the latest. */
const defaultDate = (dates: readonly ManagedDate[]) => (dates.find((d) => !d.past) ?? dates[dates.length - 1])?.id ?? '';

/** The seating page's 'Seats' tab: per date, who sits where, seats kept back from sale, attendees moved. */
export function SeatsView({ eventId, seating, event }: SeatingContext) {
  const [dateId, setDateId] = useState(() => defaultDate(event.dates));
  const definition = seating.chart?.definition;
  if (!definition) return <p className="text-sm text-neutral-600">This event has no seating chart yet. Choose one on the Chart tab.</p>;
  if (!event.dates.length) return <p className="text-sm text-neutral-600">This event has no dates yet.</p>;

  return (
    <div className="flex flex-col gap-4">
      <label className="flex max-w-sm flex-col gap-1 text-sm">
        <span className="font-medium">Date</span>
        <select className="rounded-lg border border-neutral-300 px-3 py-2" value={dateId} onChange={(e) => setDateId(e.target.value)}>
          {event.dates.map((d) => (
            <option key={d.id} value={d.id}>
              {formatEventDate(d.startsAt, event.timezone)}
              {d.past ? ' (past)' : ''}
            </option>
          ))}
        </select>
      </label>
      <DateSeats key={dateId} eventId={eventId} dateId={dateId} definition={definition} />
    </div>
  );
}

const button = 'rounded-full border border-neutral-300 px-4 py-1.5 text-sm hover:bg-neutral-100 disabled:opacity-50';

function DateSeats({ eventId, dateId, definition }: { eventId: string; dateId: string; definition: ChartDefinition }) {
  const queryClient = useQueryClient();
  const seats = useEventSeats(eventId, dateId);
  const byLabel = useMemo(() => seatsByLabel(seats.data ?? []), [seats.data]);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  // Each seat clicked joins the selection (or leaves it), as Shift+click does: there is no Shift on a phone.
  const [several, setSeveral] = useState(false);
  const [moving, setMoving] = useState<Sitter | null>(null);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();

  // Escape, pressed anywhere on the page, gives up the move, else the selection.
  const onEscape = useEffectEvent(() => {
    if (busy) return;
    if (moving) setMoving(null);
    else if (selection.size) setSelection(new Set());
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Please try again later');
    } finally {
      setBusy(false);
      // Refused or not, the seats may have changed meanwhile (someone bought one, …).
      await queryClient.invalidateQueries({ queryKey: eventSeatsKey(eventId, dateId) });
    }
  };

  const block = (blocked: SeatBlock) =>
    run(async () => {
      await blockSeats(eventId, dateId, [...selection], blocked);
      toast.success(BLOCKED_TOAST[blocked ?? 'released']);
      setSelection(new Set());
    });

  const moveTo = (seatLabel: string) =>
    run(async () => {
      const { message } = await moveAttendee(moving!.registrationId, seatLabel);
      toast.success(message);
      setMoving(null);
      setSelection(new Set());
    });

  const activate = (label: string, additive: boolean) => {
    if (busy) return;
    if (!moving) return setSelection((current) => selectSeat(current, label, additive || several));
    const target = byLabel.get(label);
    if (label !== moving.label && target && takesAttendee(target)) void moveTo(label);
  };

  const look = (label: string): SeatLook => {
    const seat = byLabel.get(label);
    if (!seat) return { description: 'Not on this date', selected: false, disabled: true };
    const status = labelStatus(seat);
    const fill = status && status !== 'available' ? STATUS_FILL[status] : undefined;
    const description = describeSeats(seat);
    if (moving) return { description, fill, selected: label === moving.label, disabled: label !== moving.label && !takesAttendee(seat) };
    return { description, fill, selected: selection.has(label), disabled: false };
  };

  // One seat sold to someone selected: they can be moved.
  const only = selection.size === 1 ? byLabel.get([...selection][0]!) : undefined;
  const selectedSitter = only?.places.length === 1 ? sitters(only.places)[0] : undefined;
  const shown = sitters(seats.data ?? [], search);
  const seated = sitters(seats.data ?? []).length;

  if (seats.error) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        {seats.error.message}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-3" aria-busy={seats.isLoading || undefined}>
      <Legend definition={definition} counts={statusCounts(seats.data ?? [])} />
      {moving ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm">
          <span>
            Moving {moving.name} from {moving.label}: choose a free seat on the chart.
          </span>
          <button type="button" className={button} onClick={() => setMoving(null)} disabled={busy}>
            Cancel move
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Selected seats">
          <span role="status" className="mr-2 text-sm text-neutral-600">
            {selection.size ? `Selected: ${selection.size} ${selection.size === 1 ? 'seat' : 'seats'}` : 'Click seats to select them (Shift+click adds more)'}
          </span>
          <button type="button" className={`${button} aria-pressed:border-neutral-900 aria-pressed:bg-neutral-900 aria-pressed:text-white`} aria-pressed={several} onClick={() => setSeveral((on) => !on)}>
            Select several
          </button>
          <button type="button" className={button} disabled={busy || !selection.size} onClick={() => void block('not_for_sale')}>
            Not for sale
          </button>
          <button type="button" className={button} disabled={busy || !selection.size} onClick={() => void block('kept')}>
            Keep for guests
          </button>
          <button type="button" className={button} disabled={busy || !selection.size} onClick={() => void block(null)}>
            Release
          </button>
          {selectedSitter && (
            <button type="button" className={button} disabled={busy} onClick={() => setMoving(selectedSitter)}>
              Move {selectedSitter.name}
            </button>
          )}
          {selection.size > 0 && (
            <button type="button" className="text-sm underline" onClick={() => setSelection(new Set())}>
              Clear
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <SeatsChart definition={definition} label="Seats of this date" look={look} onActivate={activate} />
        <section aria-labelledby={`${listId}-heading`} className="flex flex-col gap-2">
          <h2 id={`${listId}-heading`} className="text-lg font-semibold">
            Who sits where
          </h2>
          <input type="search" aria-label="Search attendees" placeholder="Name or seat" className="rounded-lg border border-neutral-300 px-3 py-2 text-sm" value={search} onChange={(e) => setSearch(e.target.value)} />
          {seats.data && <p className="text-sm text-neutral-600">{seated === 1 ? '1 seated' : `${seated} seated`}</p>}
          <ul aria-label="Attendees" className="flex max-h-[55vh] flex-col divide-y divide-neutral-200 overflow-y-auto rounded-lg border border-neutral-200">
            {shown.map((sitter) => (
              <li key={`${sitter.label}#${sitter.place}`} className={`flex items-center justify-between gap-2 px-3 py-2 text-sm ${moving?.registrationId === sitter.registrationId ? 'bg-amber-50' : ''}`}>
                <button type="button" className="min-w-0 text-left" onClick={() => setSelection(new Set([sitter.label]))} disabled={!!moving}>
                  <span className="block truncate font-medium">{sitter.name}</span>
                  <span className="block text-neutral-600">{sitter.label}</span>
                </button>
                <button type="button" className={button} aria-label={`Move ${sitter.name} (${sitter.label})`} disabled={busy || !!moving} onClick={() => setMoving(sitter)}>
                  Move
                </button>
              </li>
            ))}
            {seats.data && !shown.length && <li className="px-3 py-6 text-center text-sm text-neutral-600">{search.trim() ? 'No one matches' : 'No seats sold yet'}</li>}
          </ul>
        </section>
      </div>
    </div>
  );
}

function statusCounts(places: readonly { status: SeatStatus }[]) {
  const counts: Record<SeatStatus, number> = { available: 0, held: 0, sold: 0, not_for_sale: 0, kept: 0 };
  for (const place of places) counts[place.status] += 1;
  return counts;
}

/** What the colours mean, with the date's count of places in each state. */
function Legend({ definition, counts }: { definition: ChartDefinition; counts: Record<SeatStatus, number> }) {
  const swatch = (color: string) => <span aria-hidden="true" className="inline-block size-3 rounded-full border border-neutral-500" style={{ background: color }} />;
  return (
    <ul aria-label="Legend" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <li className="flex items-center gap-1.5">
        {definition.categories.map((c) => (
          <span key={c.key}>{swatch(c.color)}</span>
        ))}
        {STATUS_TEXT.available} ({counts.available})
      </li>
      {(['sold', 'held', 'kept', 'not_for_sale'] as const).map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          {swatch(STATUS_FILL[status])}
          {STATUS_TEXT[status]} ({counts[status]})
        </li>
      ))}
    </ul>
  );
}
