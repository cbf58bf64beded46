import { useQuery } from '@tanstack/react-query';
import { $api, ApiError, errorMessage, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type CheckedIn = components['schemas']['CheckInResponse'];
export type CheckedOut = components['schemas']['CheckOutResponse'];
export type CheckInCounts = components['schemas']['CheckInCountsResponse'];
export type Guest = components['schemas']['RegistrationRowResponse'];

/** How long a scan waits for the server before the phone keeps it for later (a door cannot wait long). */
export const SEND_TIMEOUT_MS = 8000;
/** Other doors' check-ins reach the counts this often. */
export const COUNTS_REFRESH_MS = 10_000;
/** Guests found by a search. */
export const SEARCH_RESULTS = 20;

/** One scan at the door, as the phone sends it (and keeps it while offline). */
export interface DoorScan {
  /** The phone's id of the scan: sent again, the server answers it as the check-in it made. */
  scanId: string;
  eventId: string;
  eventDateId: string | null;
  /** The scanned QR code, or the registration found by searching. */
  code?: string;
  registrationId?: string;
  scannedAt: string;
}

/** The server's answer to a scan: admitted (with the holder), or refused with why. */
export type ScanAnswer = { kind: 'admitted'; checkedIn: CheckedIn } | { kind: 'refused'; message: string };

/** A scan the server did not answer: offline, or the server failed (kept and sent again), or the session ended (sent after logging in). */
export class ScanNotSent extends Error {
  constructor(readonly reason: 'offline' | 'login') {
    super(reason === 'login' ? 'Please log in to continue' : 'No connection');
  }
}

/** The event with its dates, time zone and the caller's access (door staff see drafts too). */
export const useDoorEvent = (id: string) => $api.useQuery('get', '/client_side_api/events/{id}', { params: { path: { id } } }, { retry: false });

export async function sendScan(scan: DoorScan): Promise<ScanAnswer> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ScanNotSent('offline');
  let reply;
  try {
    reply = await fetchClient.POST('/client_side_api/v1/management/courses/{id}/check_ins', {
      params: { path: { id: scan.eventId } },
      body: { code: scan.code, registrationId: scan.registrationId, eventDateId: scan.eventDateId ?? undefined, scanId: scan.scanId },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    throw new ScanNotSent('offline');
  }
  const { data, error, response } = reply;
  if (response.ok && data) return { kind: 'admitted', checkedIn: data };
  if (response.status === 401) throw new ScanNotSent('login');
  if (response.status >= 500) throw new ScanNotSent('offline');
  return { kind: 'refused', message: errorMessage(error) };
}

/** Undoes a check-in; refusals keep their message. */
export async function checkOut(eventId: string, registrationId: string): Promise<CheckedOut> {
  const { data, error, response } = await fetchClient.POST('/client_side_api/v1/management/courses/{id}/check_outs', { params: { path: { id: eventId } }, body: { registrationId } });
  if (!response.ok || !data) throw new ApiError(response.status, errorMessage(error));
  return data;
}

export const checkInCountsKey = (eventId: string, dateId: string | null) => ['check-in-counts', eventId, dateId] as const;

export const useCheckInCounts = (eventId: string, dateId: string | null) =>
  useQuery({
    queryKey: checkInCountsKey(eventId, dateId),
    enabled: !!dateId,
    retry: false,
    refetchInterval: COUNTS_REFRESH_MS,
    queryFn: async () => {
      const { data, error, response } = await fetchClient.GET('/client_side_api/v1/management/courses/{id}/check_in_counts', {
        params: { path: { id: eventId }, query: { event_id: dateId ?? undefined } },
      });
      if (!response.ok || !data) throw new ApiError(response.status, errorMessage(error));
      return data;
    },
  });

export const guestSearchKey = (eventId: string, dateId: string | null, query: string) => ['check-in-search', eventId, dateId, query] as const;

/** Guests of the date by name, e-mail or order (the guest list's search). */
export const useGuestSearch = (eventId: string, dateId: string | null, query: string) =>
  useQuery({
    queryKey: guestSearchKey(eventId, dateId, query),
    enabled: !!dateId && query.trim().length > 0,
    retry: false,
    queryFn: async () => {
      const { data, error, response } = await fetchClient.GET('/client_side_api/v1/management/courses/{id}/registrations', {
        params: { path: { id: eventId }, query: { event_id: dateId ?? undefined, query: query.trim(), perPage: SEARCH_RESULTS } },
      });
      if (!response.ok || !data) throw new ApiError(response.status, errorMessage(error));
      return data.data;
    },
  });
