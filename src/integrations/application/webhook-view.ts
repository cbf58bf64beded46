import type { WebhookEventType } from '../domain/event-types.js';
import type { DeliveryStatus, Webhook, WebhookStatus } from '../domain/webhook-rules.js';

export interface WebhookView {
  id: string;
  ownerId: string;
  url: string;
  description: string;
  status: WebhookStatus;
  eventTypes: WebhookEventType[];
  createdAt: string;
  /** Shown masked by the Developer Zone, copied in full. */
  secretKey: string;
}

export const webhookView = (webhook: Webhook): WebhookView => ({
  id: webhook.id,
  ownerId: webhook.ownerId,
  url: webhook.url,
  description: webhook.description,
  status: webhook.status,
  eventTypes: webhook.eventTypes,
  createdAt: webhook.createdAt.toISOString(),
  secretKey: webhook.secret,
});

export interface Page<T> {
  data: T[];
  totalCount: number;
  page: number;
  perPage: number;
}

export interface DeliveryRow {
  id: string;
  webhookId: string;
  eventName: WebhookEventType;
  status: Exclude<DeliveryStatus, 'pending'>;
  createdAt: string;
}

export interface DeliveryAttempt {
  at: string;
  /** The receiver's HTTP status, or null when no answer came (then `error` says why). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface DeliveryView extends DeliveryRow {
  url: string;
  /** The event data as sent (the JSON body). */
  payload: Record<string, unknown>;
  attempts: DeliveryAttempt[];
  /** When the next retry is due; null when delivered or when the retries are used up. */
  nextAttemptAt: string | null;
}
