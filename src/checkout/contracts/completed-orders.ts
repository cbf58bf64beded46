/** A completed order as the tracking pixels report its purchase. */
export interface CompletedPurchase {
  eventId: string;
  eventDateId: string;
  ownerId: string;
  /** What the buyer paid, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** Added by an organizer (guests, the box office): no buyer went through the checkout. */
  personalOrder: boolean;
}

/** Facade: completed orders, read from the order itself (strongly consistent, not a projection). */
export abstract class CompletedOrders {
  /** Null for an unknown order, and for one that is not completed (still in checkout, cancelled, failed). */
  abstract purchase(orderId: string): Promise<CompletedPurchase | null>;
}
