import type { OrderHeader } from '../../src/checkout/domain/order.js';

/** The header of an order for the decider's given/when/then tests: one date of 'Late Night Jazz' by riverside. */
export const orderHeader = (changes: Partial<OrderHeader> = {}): OrderHeader => ({
  orderId: 'o1',
  eventId: 'e1',
  eventName: 'Late Night Jazz',
  categoryId: null,
  categoryName: null,
  eventDateId: 'd1',
  eventStartsAt: '2026-12-05T02:00:00.000Z',
  ownerId: 'p1',
  ownerUsername: 'riverside',
  attendance: 'in-person',
  currency: 'usd',
  userId: null,
  express: false,
  personalOrder: false,
  promoter: null,
  ...changes,
});
