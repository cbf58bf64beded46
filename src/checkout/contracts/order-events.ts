/**
 * The order events other contexts may read from the global feed (reporting, integrations): every event of
 * stream `order-<uuid>`, as the order decider writes them.
 */
export type { IssuedTicket, OrderEvent, OrderEventType, OrderHeader, OrderItem, OrderStatus, Selection } from '../domain/order.js';
export { ORDER_EVENT_TYPES, orderStream } from '../domain/order.js';
export type { Answer, Person } from '../domain/buyer-info.js';
export type { Totals } from '../domain/pricing.js';
