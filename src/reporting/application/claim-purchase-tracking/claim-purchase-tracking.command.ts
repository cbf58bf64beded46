import { Command } from '@nestjs/cqrs';

/** What the thank-you page tells the tracking pixels of a completed order. */
export interface PurchaseTracking {
  /** True for exactly one call per order: only then does the page send the Purchase event. */
  send: boolean;
  /** What the buyer paid, in minor units of `currency`. */
  value: number;
  currency: string;
  eventId: string;
}

/** The thank-you page asks whether it is the one to report the order's purchase to the tracking pixels. */
export class ClaimPurchaseTrackingCommand extends Command<PurchaseTracking> {
  constructor(readonly orderId: string) {
    super();
  }
}
