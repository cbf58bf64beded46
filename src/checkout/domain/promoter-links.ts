/**
 * Promoter links (/promote/{username}/{eventId}): the link sets a cookie naming the promoter for that event,
 * and an order of the event created while the cookie lasts remembers who promoted it.
 */

/** The account that sent the buyer, as the order remembers it (its name and username then). */
export interface Promoter {
  id: string;
  username: string;
  name: string;
  type: 'User' | 'School';
}

/** Seed 000 §7 "Promoter cookie": the cookie's `name` parameter, and the cookie `promoter_{courseId}` it sets. */
export const PROMOTER_COOKIE_NAME = 'promoter';
export const promoterCookie = (eventId: string) => `${PROMOTER_COOKIE_NAME}_${eventId}`;
export const PROMOTER_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Per client address, like the other public writes. */
export const PROMOTER_COOKIE_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 } as const;

export const PROMOTER_MESSAGES = {
  eventNotFound: 'Event not found',
  promoterNotFound: 'Promoter not found',
  cookieSet: 'Cookie set',
  courseIdRequired: 'courseId is required',
  promoterUsernameRequired: 'promoterUsername is required',
  nameInvalid: "name must be 'promoter'",
  tooManyRequests: 'Too many requests. Please try again in 15 minutes.',
} as const;

/** The promoter an order credits: nobody promotes a sale to themselves, nor to the event's own owner. */
export function creditedPromoter(promoter: Promoter | null, order: { userId: string | null; ownerId: string }): Promoter | null {
  if (!promoter || promoter.id === order.userId || promoter.id === order.ownerId) return null;
  return promoter;
}
