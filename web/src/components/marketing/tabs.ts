import type { MarketingTab } from './marketing-tabs';

/** Tabs in bar order; the order also decides which way a tab slides in. */
export const venuesTabs: readonly MarketingTab[] = [
  { label: 'Event Ticketing', href: '/for-venues-and-event-creators' },
  { label: 'Memberships', href: '/for-venues-and-event-creators/memberships' },
  { label: 'Streaming', href: '/for-venues-and-event-creators/streaming' },
];

export const artistsTabs: readonly MarketingTab[] = [
  { label: 'Memberships', href: '/for-artists' },
  { label: 'Label Services', href: '/for-artists/label-services' },
  { label: 'Event Ticketing', href: '/for-artists/event-ticketing' },
];
