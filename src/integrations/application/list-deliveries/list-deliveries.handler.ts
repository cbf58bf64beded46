import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IntegrationsQueries } from '../ports/integrations-queries.port.js';
import type { DeliveryRow, Page } from '../webhook-view.js';
import { ListDeliveriesQuery } from './list-deliveries.query.js';

@QueryHandler(ListDeliveriesQuery)
export class ListDeliveriesHandler implements IQueryHandler<ListDeliveriesQuery> {
  constructor(private readonly queries: IntegrationsQueries) {}

  execute({ ownerId, options }: ListDeliveriesQuery): Promise<Page<DeliveryRow>> {
    return this.queries.deliveries(ownerId, options);
  }
}
