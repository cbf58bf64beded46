/** The checkout steps the web app records for an event's funnel (seed 000 §3 tracking events; Purchase comes from the order). */
export const PAGE_EVENT_NAMES = ['ViewContent', 'AddToCart', 'InitiateCheckout'] as const;
export type PageEventName = (typeof PAGE_EVENT_NAMES)[number];

/** A visitor id is the web app's random id in the visitor's browser. */
export const VISITOR_ID_MAX_LENGTH = 64;

/** Page events one address may send a minute (a busy household or office behind one address stays under it). */
export const PAGE_EVENT_LIMIT = { limit: 120, windowMs: 60 * 1000 } as const;

/** How long a purchase stays reported to the pixels: later calls for the same order (a reload, another device) send nothing. */
export const PURCHASE_TRACKED_TTL_SECONDS = 90 * 24 * 60 * 60;

/** The key-value store's key that marks the order's purchase as reported. */
export const purchaseTrackedKey = (orderId: string) => `purchase-tracked:${orderId}`;

export const TRACKING_MESSAGES = {
  eventNotFound: 'Event not found',
  orderNotFound: 'Order not found',
  dateNotOfEvent: 'This date is not a date of the event',
  eventInvalid: 'event must be an event id',
  eventDateInvalid: 'eventDate must be an event date id',
  nameInvalid: `name must be one of ${PAGE_EVENT_NAMES.join(', ')}`,
  visitorIdInvalid: `visitorId must be a text of 1 to ${VISITOR_ID_MAX_LENGTH} characters`,
  tooManyRequests: 'Too many requests. Please try again in a minute.',
} as const;

/** A first-party page event as stored (reporting.page_events). */
export interface PageEvent {
  id: string;
  ownerId: string;
  eventId: string;
  eventDateId: string | null;
  name: PageEventName;
  visitorId: string;
  occurredAt: Date;
}
