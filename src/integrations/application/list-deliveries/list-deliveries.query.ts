import { Query } from '@nestjs/cqrs';
import type { DeliveryFilter } from '../ports/integrations-queries.port.js';
import type { DeliveryRow, Page } from '../webhook-view.js';

/** The owner's delivery logs, newest first: each event sent (or tried) to one of its webhooks. */
export class ListDeliveriesQuery extends Query<Page<DeliveryRow>> {
  constructor(
    readonly ownerId: string,
    readonly options: DeliveryFilter,
  ) {
    super();
  }
}
