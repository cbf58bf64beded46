import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver } from '../../../shared/access.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';

/**
 * Refund and cancel of an order item act for the owner of the item's order. An item that does not exist
 * resolves to no owner, and the handler answers 'Registration not found'.
 */
@Injectable()
export class OrderItemOwnerResolver implements OwnerResolver {
  constructor(private readonly queries: CheckoutQueries) {}

  async resolveOwnerId(call: CallArguments): Promise<string | null> {
    return (await this.queries.registration(String(call.params.id)))?.ownerId ?? null;
  }
}
