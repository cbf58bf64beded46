import { Query } from '@nestjs/cqrs';
import type { DeliveryView } from '../webhook-view.js';

/** One delivery log of the owner: the payload as sent and every attempt. */
export class GetDeliveryQuery extends Query<DeliveryView> {
  constructor(
    readonly ownerId: string,
    readonly deliveryId: string,
  ) {
    super();
  }
}
