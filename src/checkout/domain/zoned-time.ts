/** A date and time in the event's zone, e.g. "Sat, Nov 28, 2026, 7:30 PM EST". */
export const formatInZone = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(iso),
  );

/** A time alone in the event's zone, e.g. "7:00 PM EST". */
export const formatTimeInZone = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
