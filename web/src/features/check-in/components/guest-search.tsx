import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useGuestSearch } from '../api/check-in';
import { formatEventTime } from '../../../lib/event-time';
import { STATUS_LABELS } from './format';

/** Searches wait this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface GuestSearchProps {
  eventId: string;
  dateId: string | null;
  timezone: string;
  busy: boolean;
  onAdmit: (registrationId: string) => void;
  onUndo: (registrationId: string) => void;
}

/** When a code will not scan: the date's guests by name, e-mail or order, checked in or out by hand. */
export function GuestSearch({ eventId, dateId, timezone, busy, onAdmit, onUndo }: GuestSearchProps) {
  const [text, setText] = useState('');
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const found = useGuestSearch(eventId, dateId, query);
  return (
    <section aria-label="Find a guest" className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Find a guest</span>
        <input type="search" className="rounded-lg border border-neutral-300 px-3 py-2 text-base" placeholder="Name, email or order" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {found.data && !found.data.length && <p className="text-sm text-neutral-600">No guests found</p>}
      {found.error && <p role="alert" className="text-sm text-red-700">{found.error.message}</p>}
      {!!found.data?.length && (
        <ul aria-label="Guests found" className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          {found.data.map((guest) => (
            <li key={guest.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium">{guest.name}</p>
                <p className="text-sm text-neutral-600">
                  {guest.ticket}
                  {guest.seat ? `, seat ${guest.seat}` : ''} · {STATUS_LABELS[guest.status]}
                  {guest.checkedInAt ? ` at ${formatEventTime(guest.checkedInAt, timezone)}` : ''}
                </p>
              </div>
              {guest.status === 'active' && (
                <button type="button" disabled={busy} aria-label={`Check in ${guest.name}`} className="shrink-0 rounded-full bg-green-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-60" onClick={() => onAdmit(guest.id)}>
                  Check in
                </button>
              )}
              {guest.status === 'checked_in' && (
                <button type="button" aria-label={`Undo check-in of ${guest.name}`} className="shrink-0 rounded-full border border-neutral-400 px-4 py-2 text-sm font-medium" onClick={() => onUndo(guest.id)}>
                  Undo
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
