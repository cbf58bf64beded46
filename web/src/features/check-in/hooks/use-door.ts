import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkOut, ScanNotSent, sendScan, type CheckedIn, type CheckedOut, type DoorScan } from '../api/check-in';
import { ScanQueue, type SentScan } from './scan-queue';

/** While scans wait on the phone, it tries to send them this often (and at once when the browser is back online). */
export const FLUSH_MS = 10_000;
/** Scans sent after a drop that stay listed on the page. */
export const SENT_LISTED = 20;

/** What the door shows after a scan, a search pick or an undo. */
export type DoorAnswer =
  | { kind: 'admitted'; checkedIn: CheckedIn }
  | { kind: 'refused'; message: string }
  | { kind: 'queued' }
  | { kind: 'undone'; checkedOut: CheckedOut };

/**
 * The door of one event date: scans go to the server, or into the phone's queue while it is offline; the queue
 * is sent when the connection is back. The same code seen again while its answer is shown is ignored (the
 * camera sees a ticket many times a second); `next` clears the answer, so that it may be scanned again.
 */
export function useDoor(eventId: string, dateId: string | null) {
  const queryClient = useQueryClient();
  const [queue] = useState(() => new ScanQueue(window.localStorage));
  const [answer, setAnswer] = useState<{ code: string | null; shown: DoorAnswer } | null>(null);
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(() => queue.all().length);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [sent, setSent] = useState<SentScan[]>([]);
  const busyRef = useRef(false);
  const shownCode = useRef<string | null>(null);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['check-in-counts', eventId] });
    void queryClient.invalidateQueries({ queryKey: ['check-in-search', eventId] });
  }, [queryClient, eventId]);

  const flush = useCallback(async () => {
    if (!queue.all().length) return;
    const answered = await queue.flush(async (scan) => {
      try {
        const reply = await sendScan(scan);
        setLoginNeeded(false);
        return reply;
      } catch (error) {
        if (error instanceof ScanNotSent && error.reason === 'login') setLoginNeeded(true);
        throw error;
      }
    });
    setWaiting(queue.all().length);
    if (answered.length) {
      setSent((before) => [...[...answered].reverse(), ...before].slice(0, SENT_LISTED));
      refresh();
    }
  }, [queue, refresh]);

  const show = (code: string | null, shown: DoorAnswer) => {
    shownCode.current = code;
    setAnswer({ code, shown });
  };

  const submit = useCallback(
    async (ticket: { code: string } | { registrationId: string }) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      const code = 'code' in ticket ? ticket.code : null;
      const scan: DoorScan = { scanId: crypto.randomUUID(), eventId, eventDateId: dateId, ...ticket, scannedAt: new Date().toISOString() };
      try {
        const reply = await sendScan(scan);
        setLoginNeeded(false);
        show(code, reply.kind === 'admitted' ? { kind: 'admitted', checkedIn: reply.checkedIn } : { kind: 'refused', message: reply.message });
        if (reply.kind === 'admitted') refresh();
        // The connection works: what waited on the phone goes now.
        void flush();
      } catch (error) {
        if (!(error instanceof ScanNotSent)) throw error;
        if (error.reason === 'login') setLoginNeeded(true);
        queue.add(scan);
        setWaiting(queue.all().length);
        show(code, { kind: 'queued' });
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [eventId, dateId, queue, flush, refresh],
  );

  /** A code the camera read: ignored while a scan is under way or while this code's answer is shown. */
  const scanCode = useCallback(
    (code: string) => {
      if (busyRef.current || code === shownCode.current) return;
      void submit({ code });
    },
    [submit],
  );

  const admit = useCallback((registrationId: string) => void submit({ registrationId }), [submit]);

  const undo = useCallback(
    async (registrationId: string) => {
      try {
        show(null, { kind: 'undone', checkedOut: await checkOut(eventId, registrationId) });
        refresh();
      } catch (error) {
        show(null, { kind: 'refused', message: error instanceof Error ? error.message : 'Please try again later' });
      }
    },
    [eventId, refresh],
  );

  const next = useCallback(() => {
    shownCode.current = null;
    setAnswer(null);
  }, []);

  // What waited on the phone (from before a reload too) goes as soon as it can.
  useEffect(() => {
    const online = () => void flush();
    const first = setTimeout(online, 0);
    const timer = setInterval(online, FLUSH_MS);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [flush]);

  return { answer: answer?.shown ?? null, busy, waiting, loginNeeded, sent, scanCode, admit, undo, next };
}
