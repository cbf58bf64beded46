import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { WEBHOOK_MESSAGES } from '../../domain/webhook-rules.js';
import { IntegrationsQueries } from '../ports/integrations-queries.port.js';
import type { DeliveryView } from '../webhook-view.js';
import { GetDeliveryQuery } from './get-delivery.query.js';

@QueryHandler(GetDeliveryQuery)
export class GetDeliveryHandler implements IQueryHandler<GetDeliveryQuery> {
  constructor(private readonly queries: IntegrationsQueries) {}

  async execute({ ownerId, deliveryId }: GetDeliveryQuery): Promise<DeliveryView> {
    const delivery = isUuid(deliveryId) ? await this.queries.delivery(ownerId, deliveryId) : null;
    if (!delivery) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    return delivery;
  }
}
