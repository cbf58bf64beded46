/**
 * Event times are shown in the event's own zone with the zone's label, whatever the browser's zone: a buyer abroad
 * and the door at the venue read the same time, and the label says which zone it is.
 */

/** "Sat, Dec 5, 2026, 7:00 PM EST". */
export const formatEventDate = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(iso),
  );

/** "7:42 PM EST". */
export const formatEventTime = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
