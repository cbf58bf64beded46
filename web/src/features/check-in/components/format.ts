/** A date and time in the event's zone with its label, e.g. "Sat, Dec 5, 2026, 7:00 PM EST". */
export const formatDate = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(iso),
  );

/** A time in the event's zone with the zone's label, e.g. "7:42 PM EST". */
export const formatTime = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/** Seed 002 §4: checked_in shows as 'Checked In'. */
export const STATUS_LABELS = { active: 'Not checked in', checked_in: 'Checked In', canceled: 'Canceled', refunded: 'Refunded' } as const;
