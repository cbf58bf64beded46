import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../domain/event-types.js';
import { WEBHOOK_STATUSES } from '../../domain/webhook-rules.js';
import { DELIVERY_STATUSES } from './webhooks.request.js';

export class WebhookResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) ownerId!: string;
  @ApiProperty() url!: string;
  @ApiProperty({ description: 'Sanitised rich text' }) description!: string;
  @ApiProperty({ enum: WEBHOOK_STATUSES, enumName: 'WebhookStatus' }) status!: 'active' | 'inactive';
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, enumName: 'WebhookEventType' }) eventTypes!: WebhookEventType[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Standard Webhooks signing secret (whsec_…): verify each delivery with it' }) secretKey!: string;
}

export class WebhooksPageResponse {
  @ApiProperty({ type: [WebhookResponse] }) data!: WebhookResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}

export class DeliveryRowResponse {
  @ApiProperty({ format: 'uuid', description: 'Also the webhook-id header of every attempt' }) id!: string;
  @ApiProperty({ format: 'uuid' }) webhookId!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' }) eventName!: WebhookEventType;
  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'DeliveryStatus', description: 'The outcome of the latest attempt' }) status!: 'delivered' | 'failed';
  @ApiProperty({ format: 'date-time', description: 'When the event happened' }) createdAt!: string;
}

export class DeliveriesPageResponse {
  @ApiProperty({ type: [DeliveryRowResponse] }) data!: DeliveryRowResponse[];
  @ApiProperty() totalCount!: number;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}

export class DeliveryAttemptResponse {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: Number, nullable: true, description: "The receiver's HTTP status; null when it gave none" }) statusCode!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why no answer came: timeout, refused address, connection error' }) error!: string | null;
  @ApiProperty() durationMs!: number;
}

export class DeliveryResponse extends DeliveryRowResponse {
  @ApiProperty({ description: 'The webhook URL' }) url!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The JSON body as sent: { type, timestamp, data } (see the webhook payload schemas)' })
  payload!: Record<string, unknown>;
  @ApiProperty({ type: [DeliveryAttemptResponse] }) attempts!: DeliveryAttemptResponse[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the next retry is due' }) nextAttemptAt!: string | null;
}
