import { Link } from '@tanstack/react-router';
import { useEffect, type ComponentType } from 'react';
import { ErrorScreen } from '../../../components/layouts/error-screen';
import { NotFound } from '../../../components/layouts/not-found';
import { ApiError } from '../../../lib/api/client';
import { useCheckInCounts, useDoorEvent } from '../api/check-in';
import { useDoor } from '../hooks/use-door';
import { AnswerPanel } from './answer-panel';
import { CameraScanner, type ScannerProps } from './camera-scanner';
import { CheckInCountsView } from './check-in-counts';
import { formatEventDate } from '../../../lib/event-time';
import { GuestSearch } from './guest-search';

export interface CheckInPageProps {
  eventId: string;
  dateId: string | undefined;
  /** Shows another date (or the default date when the address has none). */
  onDate: (dateId: string, replace?: boolean) => void;
  /** What reads the codes: the phone's camera. */
  Scanner?: ComponentType<ScannerProps>;
}

/** /management/courses/{id}/check-in?event_id={dateId}: the door of one date, made for a phone. */
export function CheckInPage({ eventId, dateId, onDate, Scanner = CameraScanner }: CheckInPageProps) {
  const event = useDoorEvent(eventId);
  const dates = event.data?.dates ?? [];
  const known = dates.some((d) => d.id === dateId);
  // Without a (known) date in the address, the next date to come, else the latest.
  const fallback = (dates.find((d) => !d.past) ?? dates[dates.length - 1])?.id;
  useEffect(() => {
    if (event.data && !known && fallback) onDate(fallback, true);
  }, [event.data, known, fallback, onDate]);
  const date = known ? dateId! : null;
  const door = useDoor(eventId, date);
  const counts = useCheckInCounts(eventId, date);

  if (event.isLoading) return <main className="mx-auto max-w-md px-4 py-6" aria-busy="true" />;
  if (!event.data) return <NotFound />;
  const refused = counts.error instanceof ApiError && counts.error.status === 403;
  const { accessSetting } = event.data;
  if (refused || !event.data.canManage || (accessSetting !== 'admin' && accessSetting !== 'door')) return <ErrorScreen code={403} heading="You are not allowed to check guests in at this event" />;
  const { timezone } = event.data;

  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-neutral-600">{event.data.name}</p>
          <h1 className="text-2xl font-semibold">Check-in</h1>
        </div>
        <Link to="/management/courses/$id/registrations" params={{ id: eventId }} search={date ? { event_id: date } : {}} className="text-sm underline">
          Guest list
        </Link>
      </div>

      {dates.length > 1 && (
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Date</span>
          <select className="rounded-lg border border-neutral-300 px-3 py-2 text-base" value={date ?? ''} onChange={(e) => onDate(e.target.value)}>
            {dates.map((d) => (
              <option key={d.id} value={d.id}>
                {formatEventDate(d.startsAt, timezone)}
                {d.past ? ' (past)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {dates.length === 1 && date && <p className="text-sm text-neutral-700">{formatEventDate(dates[0]!.startsAt, timezone)}</p>}

      <CheckInCountsView counts={counts.data} />

      {door.waiting > 0 && (
        <p role="status" className="rounded-lg bg-amber-100 px-4 py-3 text-amber-900">
          {door.waiting === 1 ? '1 scan is' : `${door.waiting} scans are`} saved on this phone and will be sent when the connection is back.
          {door.loginNeeded && ' Log in again to send them.'}
        </p>
      )}

      {date && <Scanner onCode={door.scanCode} />}
      <AnswerPanel answer={door.answer} busy={door.busy} timezone={timezone} onUndo={(id) => void door.undo(id)} onNext={door.next} />

      {door.sent.length > 0 && (
        <section aria-label="Sent after the connection came back" className="rounded-lg border border-neutral-200 px-4 py-3">
          <h2 className="font-medium">Sent after the connection came back</h2>
          <ul className="mt-1 text-sm">
            {door.sent.map(({ scan, answer }) => (
              <li key={scan.scanId} className={answer.kind === 'admitted' ? 'text-green-800' : 'text-red-700'}>
                {answer.kind === 'admitted' ? `✓ ${answer.checkedIn.firstName} ${answer.checkedIn.lastName}: ${answer.checkedIn.sameScan ? answer.checkedIn.message : 'Checked in'}` : `✕ ${answer.message}`}
              </li>
            ))}
          </ul>
        </section>
      )}

      <GuestSearch eventId={eventId} dateId={date} timezone={timezone} busy={door.busy} onAdmit={door.admit} onUndo={(id) => void door.undo(id)} />
    </main>
  );
}
