/** The event's place, or 'To be announced'. */
export function locationText(event: { locationSetting: 'tba' | 'other'; location: { name: string | null; address: string | null } | null }): string {
  if (event.locationSetting === 'tba' || !event.location) return 'To be announced';
  return [event.location.name, event.location.address].filter(Boolean).join(', ') || 'To be announced';
}

/** Seed 002: ticket statuses as shown. */
export const STATUS_LABELS: Record<string, string | undefined> = { checked_in: 'Checked In', canceled: 'Canceled', refunded: 'Refunded' };
