import { isWebhookEventType, type WebhookEventType } from './event-types.js';

/** Seed 002 §5 and §8 (Developer Zone), and the same style where the seeds are silent. */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'Webhook URL is required',
  httpsRequired: 'Invalid Webhook URL: HTTPS Required',
  invalidUrl: 'Invalid Webhook URL',
  urlTooLong: 'Webhook URL can be at most 2000 characters',
  eventsRequired: 'Please select at least one event',
  unknownEvent: 'Please select events from the list',
  descriptionTooLong: 'Description can be at most 2000 characters',
  status: 'Status must be active or inactive',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Webhook log not found',
} as const;

/** Seed 002 §9. */
export const DESCRIPTION_MAX = 2000;
export const URL_MAX = 2000;

export type WebhookStatus = 'active' | 'inactive';
export const WEBHOOK_STATUSES: readonly WebhookStatus[] = ['active', 'inactive'];

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** A webhook of an owner: where to send which events, signed with its own secret. */
export interface Webhook {
  id: string;
  ownerId: string;
  url: string;
  /** Sanitised rich text. */
  description: string;
  eventTypes: WebhookEventType[];
  status: WebhookStatus;
  /** Standard Webhooks secret (`whsec_…`). */
  secret: string;
  createdAt: Date;
}

export interface WebhookFields {
  url: string;
  eventTypes: WebhookEventType[];
  status?: WebhookStatus;
}

/**
 * Checks a webhook as the form sends it, in the form's order, and answers the first problem or the
 * cleaned fields (URL trimmed, event types de-duplicated in the seeds' order).
 */
export function checkWebhook(input: { url?: unknown; eventTypes?: unknown; status?: unknown }): { error: string } | { fields: WebhookFields } {
  const url = typeof input.url === 'string' ? input.url.trim() : '';
  if (!url) return { error: WEBHOOK_MESSAGES.urlRequired };
  if (!/^https:\/\//i.test(url)) return { error: WEBHOOK_MESSAGES.httpsRequired };
  if (url.length > URL_MAX) return { error: WEBHOOK_MESSAGES.urlTooLong };
  if (!isHttpsUrl(url)) return { error: WEBHOOK_MESSAGES.invalidUrl };
  const types = Array.isArray(input.eventTypes) ? (input.eventTypes as unknown[]) : [];
  if (!types.length) return { error: WEBHOOK_MESSAGES.eventsRequired };
  if (!types.every(isWebhookEventType)) return { error: WEBHOOK_MESSAGES.unknownEvent };
  if (input.status !== undefined && !WEBHOOK_STATUSES.includes(input.status as WebhookStatus)) return { error: WEBHOOK_MESSAGES.status };
  return { fields: { url, eventTypes: [...new Set(types)], status: input.status as WebhookStatus | undefined } };
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}
