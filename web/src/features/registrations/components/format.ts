import type { Registration } from '../api/registrations';

/** Seed 002 §4: checked_in shows as 'Checked In'. */
export const STATUS_LABELS: Record<Registration['status'], string> = {
  active: 'Active',
  checked_in: 'Checked In',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

/** A date and time in the event's zone with its label, e.g. "Sat, Dec 5, 2026, 7:00 PM EST", whatever the browser's zone. */
export const formatDate = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(iso),
  );
