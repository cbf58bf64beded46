import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { $api, fetchClient } from '../../../lib/api/client';
import type { components, paths } from '../../../lib/api/schema.gen';

export type SeatingSnapshot = components['schemas']['SeatingSnapshotResponse'];
/**
 * A `seats` event of the changes stream: the labels whose status changed since the version before. The schema cannot
 * name an event stream's events; they are the snapshot's version and seats.
 */
export type SeatChanges = Pick<SeatingSnapshot, 'version' | 'seats'>;

const seatingQuery = (dateId: string) => $api.queryOptions('get', '/client_side_api/v1/seating/{dateId}', { params: { path: { dateId } } }, { retry: false });
const CHANGES: keyof paths = '/client_side_api/v1/seating/{dateId}/changes';

/**
 * The statuses of a snapshot with `changes` applied; null when a version was skipped (the map must be loaded
 * again). The stream's first event names no labels, only the version it starts from: one past the map's means a
 * change came between the two, which it will not repeat.
 */
export function applyChanges(snapshot: SeatingSnapshot, changes: SeatChanges): SeatingSnapshot | null {
  // Older than the map (it already has them).
  if (changes.version <= snapshot.version) return snapshot;
  if (!changes.seats.length || changes.version !== snapshot.version + 1) return null;
  const changed = new Map(changes.seats.map((seat) => [seat.label, seat]));
  return { ...snapshot, version: changes.version, seats: snapshot.seats.map((seat) => changed.get(seat.label) ?? seat) };
}

/**
 * A date's seat map kept live: loaded once, then followed through the changes stream (server-sent events), which
 * closes when the map leaves the page. A version skipped, a change that comes before the map, or the stream failing
 * loads the map again (the stream reconnects by itself).
 */
export function useLiveSeating(dateId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(seatingQuery(dateId));
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const { queryKey } = seatingQuery(dateId);
    const reload = () => void queryClient.invalidateQueries({ queryKey });
    const source = new EventSource(CHANGES.replace('{dateId}', encodeURIComponent(dateId)), { withCredentials: true });
    source.addEventListener('seats', (event) => {
      const known = queryClient.getQueryData<SeatingSnapshot>(queryKey);
      const next = known && applyChanges(known, JSON.parse((event as MessageEvent<string>).data) as SeatChanges);
      if (next) queryClient.setQueryData(queryKey, next);
      else reload();
    });
    source.onerror = reload;
    return () => source.close();
  }, [dateId, queryClient]);
  return query;
}

/** Reloads the date's seat map now (after the API refused seats that were just taken). */
export const reloadSeating = (queryClient: ReturnType<typeof useQueryClient>, dateId: string) => queryClient.invalidateQueries({ queryKey: seatingQuery(dateId).queryKey });

/** The best `quantity` free seats side by side (of one category, when given). */
export const bestAvailable = (dateId: string, quantity: number, category?: number) =>
  fetchClient.GET('/client_side_api/v1/seating/{dateId}/best_available', { params: { path: { dateId }, query: { quantity, category } } });

/**
 * The buyer's seat session of a date in this tab (seed 000 §4): a random token the seats are held under, sent with
 * each order change and at confirming. 'Try again now' after the time is up starts a new one.
 */
export const seatSession = {
  key: (dateId: string) => `limelight:seats:${dateId}`,
  get(dateId: string): string {
    const known = sessionStorage.getItem(seatSession.key(dateId));
    if (known) return known;
    const token = newToken();
    sessionStorage.setItem(seatSession.key(dateId), token);
    return token;
  },
  renew: (dateId: string) => sessionStorage.removeItem(seatSession.key(dateId)),
};

/** A random UUID (v4); also where crypto.randomUUID is missing (pages not served over https). */
function newToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
