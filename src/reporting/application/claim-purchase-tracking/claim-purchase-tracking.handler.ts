import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompletedOrders } from '../../../checkout/contracts/completed-orders.js';
import { Clock } from '../../../shared/clock.js';
import { notFound } from '../../../shared/errors.js';
import { KeyValueStore } from '../../../shared/key-value/key-value-store.port.js';
import { PURCHASE_TRACKED_TTL_SECONDS, purchaseTrackedKey, TRACKING_MESSAGES } from '../../domain/tracking.js';
import { ClaimPurchaseTrackingCommand, type PurchaseTracking } from './claim-purchase-tracking.command.js';

/**
 * Purchase is de-duplicated (seed 000 §3): the first call for a completed order claims it, every later one
 * (a reload, another device, a call at the same moment) answers send: false. Orders an organizer added
 * (guests, the box office) went through no checkout and are never sent.
 */
@CommandHandler(ClaimPurchaseTrackingCommand)
export class ClaimPurchaseTrackingHandler implements ICommandHandler<ClaimPurchaseTrackingCommand> {
  constructor(
    private readonly orders: CompletedOrders,
    private readonly keys: KeyValueStore,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId }: ClaimPurchaseTrackingCommand): Promise<PurchaseTracking> {
    const purchase = await this.orders.purchase(orderId);
    if (!purchase) throw notFound(TRACKING_MESSAGES.orderNotFound);
    // The value says when it was sent, for whoever reads the store.
    const send = !purchase.personalOrder && (await this.keys.putIfAbsent(purchaseTrackedKey(orderId), this.clock.now().toISOString(), PURCHASE_TRACKED_TTL_SECONDS));
    return { send, value: purchase.amount, currency: purchase.currency, eventId: purchase.eventId };
  }
}
