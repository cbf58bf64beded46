/** Dates and times in the event's own time zone. */
export const formatDateTime = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(iso),
  );
export const formatTime = (iso: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/** The event's place, or 'To be announced'. */
export function locationText(event: { locationSetting: 'tba' | 'other'; location: { name: string | null; address: string | null } | null }): string {
  if (event.locationSetting === 'tba' || !event.location) return 'To be announced';
  return [event.location.name, event.location.address].filter(Boolean).join(', ') || 'To be announced';
}

/** Seed 002: ticket statuses as shown. */
export const STATUS_LABELS: Record<string, string | undefined> = { checked_in: 'Checked In', canceled: 'Canceled', refunded: 'Refunded' };
