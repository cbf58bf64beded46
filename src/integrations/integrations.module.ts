import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateWebhookHandler } from './application/create-webhook/create-webhook.handler.js';
import { DeleteWebhookHandler } from './application/delete-webhook/delete-webhook.handler.js';
import { GetDeliveryHandler } from './application/get-delivery/get-delivery.handler.js';
import { GetWebhookHandler } from './application/get-webhook/get-webhook.handler.js';
import { ListDeliveriesHandler } from './application/list-deliveries/list-deliveries.handler.js';
import { ListWebhooksHandler } from './application/list-webhooks/list-webhooks.handler.js';
import { UpdateWebhookHandler } from './application/update-webhook/update-webhook.handler.js';
import { IntegrationsQueries } from './application/ports/integrations-queries.port.js';
import { WebhookRepository } from './application/ports/webhook-repository.port.js';
import { MikroOrmWebhookRepository } from './infrastructure/mikro-orm-webhook-repository.adapter.js';
import { PostgresIntegrationsQueries } from './infrastructure/postgres-integrations-queries.adapter.js';
import { WebhooksController } from './interface/http/webhooks.controller.js';

/** The Developer Zone's API; the worker sends the deliveries (see the webhook dispatcher). */
@Module({
  imports: [CqrsModule],
  controllers: [WebhooksController],
  providers: [
    { provide: WebhookRepository, useClass: MikroOrmWebhookRepository },
    { provide: IntegrationsQueries, useClass: PostgresIntegrationsQueries },
    CreateWebhookHandler,
    UpdateWebhookHandler,
    DeleteWebhookHandler,
    ListWebhooksHandler,
    GetWebhookHandler,
    ListDeliveriesHandler,
    GetDeliveryHandler,
  ],
})
export class IntegrationsModule {}
