import type { DeliveryRow, DeliveryView, Page, WebhookView } from '../webhook-view.js';

export interface DeliveryFilter {
  page: number;
  perPage: number;
  /** Part of the event's name. */
  eventName?: string;
  status?: 'delivered' | 'failed';
}

/** Port: what the Developer Zone's pages read (one query port for the context). */
export abstract class IntegrationsQueries {
  /** The owner's webhooks, newest first. */
  abstract webhooks(ownerId: string, page: number, perPage: number): Promise<Page<WebhookView>>;
  /** The owner's delivery logs, newest first; a delivery is logged once it has been tried. */
  abstract deliveries(ownerId: string, filter: DeliveryFilter): Promise<Page<DeliveryRow>>;
  /** One delivery log of the owner with its attempts, or null. */
  abstract delivery(ownerId: string, deliveryId: string): Promise<DeliveryView | null>;
}
