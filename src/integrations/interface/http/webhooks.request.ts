import { ApiExtension, ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PageParam } from '../../../shared/http/paging.js';
import { WEBHOOK_EVENT_TYPES } from '../../domain/event-types.js';
import { DESCRIPTION_MAX, URL_MAX, WEBHOOK_MESSAGES, WEBHOOK_STATUSES } from '../../domain/webhook-rules.js';

/** What the Developer Zone's logs show of a delivery, and filter by. */
export const DELIVERY_STATUSES = ['delivered', 'failed'] as const;

export class OwnerQuery {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}

export class WebhooksQuery extends OwnerQuery {
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: 10, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) perPage?: number;
}

export class DeliveriesQuery extends OwnerQuery {
  @PageParam() page?: number;
  @ApiPropertyOptional({ default: 100, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) perPage?: number;
  @ApiPropertyOptional({ description: "Search by Event: part of the event's name, e.g. order" }) @IsOptional() @IsString() @MaxLength(200) eventName?: string;
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES, enumName: 'DeliveryStatus' })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: 'Status must be delivered or failed' })
  status?: 'delivered' | 'failed';
}

/**
 * The webhook form. The fields are checked by the Developer Zone's rules (not here), so every problem is
 * answered `{ message }` with the seeds' text.
 */
@ApiExtension('x-messages', WEBHOOK_MESSAGES)
export class CreateWebhookRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
  @ApiProperty({ description: 'An https:// address (trimmed)', example: 'https://example.com/hooks', maxLength: URL_MAX }) @Allow() url!: string;
  @ApiPropertyOptional({
    description: `Rich text (bold, italic, underline, lists), at most ${DESCRIPTION_MAX} characters of text (x-max-text-length; the markup is not counted)`,
    'x-max-text-length': DESCRIPTION_MAX,
  } as ApiPropertyOptions)
  @Allow()
  description?: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, enumName: 'WebhookEventType' }) @Allow() eventTypes!: string[];
}

export class UpdateWebhookRequest extends CreateWebhookRequest {
  @ApiPropertyOptional({ enum: WEBHOOK_STATUSES, enumName: 'WebhookStatus', description: 'Shown Active or Paused; unchanged when absent' }) @Allow() status?: 'active' | 'inactive';
}

export class DeleteWebhookRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'ownerId is required' }) ownerId!: string;
}
