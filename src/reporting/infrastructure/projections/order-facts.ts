import { readOrderEvent, type OrderEvent } from '../../../checkout/contracts/order-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';

export type OrderCompletedData = Extract<OrderEvent, { type: 'OrderCompleted' }>['data'];
export type ItemChangeData = Extract<OrderEvent, { type: 'OrderItemCancelled' }>['data'] & { refundId?: string; amount?: number };

/** The order events the reports follow. */
export const REPORTED_EVENTS = ['OrderCompleted', 'OrderItemCancelled', 'OrderItemRefunded'];

/** A batch's events as completed orders and ticket changes, in feed order. */
export type ReportedEvent =
  | { type: 'OrderCompleted'; data: OrderCompletedData }
  | { type: 'OrderItemCancelled'; data: ItemChangeData }
  | { type: 'OrderItemRefunded'; data: ItemChangeData };
export const reportedEvents = (events: readonly RecordedEvent[]): ReportedEvent[] =>
  events.filter((event) => REPORTED_EVENTS.includes(event.type)).map((event) => readOrderEvent(event) as ReportedEvent);

/** The patron behind an order: the buyer, known by e-mail per owner. */
export const patronKey = (order: OrderCompletedData) => order.buyer.email.trim().toLowerCase();

/** 'Comp (Free)' orders carry payment method 'free'; card payments 'stripe' (or 'demo' without Stripe). */
export const isOnline = (paymentMethod: string) => paymentMethod === 'stripe' || paymentMethod === 'demo';

/** Sales at a card reader in the box office carry payment method 'terminal'. */
export const isTerminal = (paymentMethod: string) => paymentMethod === 'terminal';

/** Sales paid in cash at the box office carry payment method 'cash'. */
export const isCash = (paymentMethod: string) => paymentMethod === 'cash';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const patronLink = (ownerUsername: string, email: string, name: string) =>
  `<a href="${escapeHtml(`/manage/${encodeURIComponent(ownerUsername)}/reporting/patrons/${encodeURIComponent(email.trim().toLowerCase())}`)}">${escapeHtml(name.trim())}</a>`;
const eventLink = (eventId: string, name: string) => `<a href="/event/${encodeURIComponent(eventId)}">${escapeHtml(name)}</a>`;

/** An activity message: HTML whose only markup is the two links; every name is escaped. */
export function purchaseMessage(order: OrderCompletedData): string {
  const { order: header, buyer, tickets } = order;
  const count = tickets.length === 1 ? '1 ticket' : `${tickets.length} tickets`;
  return `${patronLink(header.ownerUsername, patronKey(order), `${buyer.firstName} ${buyer.lastName}`)} ${header.personalOrder && order.paymentMethod === 'free' ? 'was added as a guest with' : 'bought'} ${count} to ${eventLink(header.eventId, header.eventName)}`;
}

/** The activity message of a ticket refunded or cancelled. */
export function itemChangeMessage(type: 'OrderItemCancelled' | 'OrderItemRefunded', change: ItemChangeData): string {
  const holder = patronLink(change.order.ownerUsername, change.buyerEmail, `${change.item.firstName} ${change.item.lastName}`);
  const what = type === 'OrderItemRefunded' ? 'was refunded' : 'was cancelled';
  return `The ${escapeHtml(change.item.name)} ticket of ${holder} to ${eventLink(change.order.eventId, change.order.eventName)} ${what}`;
}
