/** Seed 002 §3: the event types a webhook can listen to, in the form's groups. */
export const WEBHOOK_EVENT_GROUPS = {
  orders: ['order.created', 'order.completed'],
  tickets: ['ticket.issued', 'ticket.cancelled', 'ticket.refunded', 'ticket.checked_in', 'ticket.checked_out', 'ticket.transferred'],
  memberships: ['membership.subscription.created', 'membership.subscription.updated', 'membership.subscription.cancelled', 'membership.subscription.expired'],
} as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_GROUPS)[keyof typeof WEBHOOK_EVENT_GROUPS][number];

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = Object.values(WEBHOOK_EVENT_GROUPS).flat();

export const isWebhookEventType = (value: unknown): value is WebhookEventType => typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
