import type { OrderEvent } from '../../../checkout/contracts/order-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';

export type OrderCompletedData = Extract<OrderEvent, { type: 'OrderCompleted' }>['data'];

/** The completed orders of a batch, in feed order. */
export const completedOrders = (events: readonly RecordedEvent[]): OrderCompletedData[] =>
  events.filter((event) => event.type === 'OrderCompleted').map((event) => event.data as unknown as OrderCompletedData);

/** The patron behind an order: the buyer, known by e-mail per owner. */
export const patronKey = (order: OrderCompletedData) => order.buyer.email.trim().toLowerCase();

/** 'Comp (Free)' orders carry payment method 'free'; card payments 'stripe' (or 'demo' without Stripe). */
export const isOnline = (paymentMethod: string) => paymentMethod === 'stripe' || paymentMethod === 'demo';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An activity message: HTML whose only markup is the two links; every name is escaped. */
export function purchaseMessage(order: OrderCompletedData): string {
  const { order: header, buyer, tickets } = order;
  const patron = `/manage/${encodeURIComponent(header.ownerUsername)}/reporting/patrons/${encodeURIComponent(patronKey(order))}`;
  const count = tickets.length === 1 ? '1 ticket' : `${tickets.length} tickets`;
  return `<a href="${escapeHtml(patron)}">${escapeHtml(`${buyer.firstName} ${buyer.lastName}`.trim())}</a> ${header.personalOrder ? 'was added as a guest with' : 'bought'} ${count} to <a href="/event/${encodeURIComponent(header.eventId)}">${escapeHtml(header.eventName)}</a>`;
}
