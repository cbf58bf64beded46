import * as schemas from '../../lib/api/contract.gen';
import type { components } from '../../lib/api/schema.gen';

export type Webhook = components['schemas']['WebhookResponse'];
export type WebhookEventType = components['schemas']['WebhookEventType'];
export type DeliveryRow = components['schemas']['DeliveryRowResponse'];
export type Delivery = components['schemas']['DeliveryResponse'];
export type DeliveryStatus = components['schemas']['DeliveryStatus'];

const webhookRequest = schemas.CreateWebhookRequest;
const { urlRequired, httpsRequired, eventsRequired } = webhookRequest['x-messages'];

/** Seed 002 §5 and §8: the Developer Zone's texts (the API's rule messages from its contract). */
export const WEBHOOK_TEXT = {
  urlRequired,
  httpsRequired,
  eventsRequired,
  created: 'Webhook created successfully',
  updated: 'Webhook updated successfully',
  deleted: 'Webhook deleted successfully',
  deleteFailed: 'Failed to delete webhook',
  copied: 'Copied!',
} as const;

/** Seed 002 §9: the description's text (not its markup) is limited by the API. */
export const DESCRIPTION_MAX = webhookRequest.properties.description['x-max-text-length'];
export const LOGS_PER_PAGE = 100;
export const LOG_SKELETON_ROWS = 10;
export const WEBHOOK_SKELETON_ROWS = 3;
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = schemas.DeliveryStatus.enum;

export interface EventGroup {
  key: 'orders' | 'tickets' | 'memberships';
  label: string;
  events: readonly WebhookEventType[];
}

/** Seed 002 §3: the subscribable event types, in the form's groups. */
export const EVENT_GROUPS: readonly EventGroup[] = [
  { key: 'orders', label: 'Orders', events: ['order.created', 'order.completed'] },
  {
    key: 'tickets',
    label: 'Tickets',
    events: ['ticket.issued', 'ticket.cancelled', 'ticket.refunded', 'ticket.checked_in', 'ticket.checked_out', 'ticket.transferred'],
  },
  {
    key: 'memberships',
    label: 'Memberships',
    events: ['membership.subscription.created', 'membership.subscription.updated', 'membership.subscription.cancelled', 'membership.subscription.expired'],
  },
];

const ALL_EVENTS = EVENT_GROUPS.flatMap((group) => group.events);

/** Keeps the selection in the form's order, each type once. */
const ordered = (selected: Iterable<WebhookEventType>) => {
  const chosen = new Set(selected);
  return ALL_EVENTS.filter((event) => chosen.has(event));
};

/** A group's 'all' box is ticked only when every event of the group is (seed 002 §4); so saved types pre-tick it too. */
export const groupAllTicked = (selected: readonly WebhookEventType[], group: EventGroup) => group.events.every((event) => selected.includes(event));

/** Ticking a group's 'all' box ticks every event of the group; clearing it clears them all. */
export const tickGroup = (selected: readonly WebhookEventType[], group: EventGroup, ticked: boolean) =>
  ticked ? ordered([...selected, ...group.events]) : selected.filter((event) => !group.events.includes(event));

/** Ticking or clearing one event. */
export const tickEvent = (selected: readonly WebhookEventType[], event: WebhookEventType, ticked: boolean) =>
  ticked ? ordered([...selected, event]) : selected.filter((other) => other !== event);

/** The URL rule the API applies too: required, then https:// only. Answers the message, or undefined when fine. */
export function checkWebhookUrl(url: string): string | undefined {
  const value = url.trim();
  if (!value) return WEBHOOK_TEXT.urlRequired;
  if (!/^https:\/\//i.test(value)) return WEBHOOK_TEXT.httpsRequired;
  return undefined;
}

/** 'Listening to': '1 event' or 'N events'. */
export const eventCountLabel = (count: number) => (count === 1 ? '1 event' : `${count} events`);

/** The table never shows the secret: a fixed mask (its length says nothing of the key), with the key's whsec_ kind. */
export const maskSecret = (secret: string) => `${secret.startsWith('whsec_') ? 'whsec_' : ''}${'•'.repeat(16)}`;

export const statusLabel = (status: Webhook['status']) => (status === 'active' ? 'Active' : 'Paused');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Date created: 'dd MMM yyyy' (e.g. '05 Mar 2026') in the browser's time zone. */
export function formatCreatedDate(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * A log's DATE column in the browser's time zone: 'd MMM', or 'd MMM, yyyy' when not this year, then the time
 * as the seed writes it, 'HH:mm a' (24-hour clock with its AM/PM marker).
 */
export function formatLogDate(iso: string, now = new Date()): { date: string; time: string } {
  const at = new Date(iso);
  const day = `${at.getDate()} ${MONTHS[at.getMonth()]}`;
  return {
    date: at.getFullYear() === now.getFullYear() ? day : `${day}, ${at.getFullYear()}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())} ${at.getHours() < 12 ? 'AM' : 'PM'}`,
  };
}

/** The origin date and time of a log in full, for its detail page. */
export const formatOriginDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(iso));

/** The payload as sent, indented for reading. */
export const prettyPayload = (payload: unknown) => JSON.stringify(payload, null, 2);
