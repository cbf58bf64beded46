import { publishedEventVersions, type StoredEvent, type Upcasters } from '../../shared/event-store/published-events.js';
import { asCurrency, type Currency } from '../../shared/money.js';

/**
 * The order events other contexts read from the global feed (reporting, integrations): a published
 * contract, declared here apart from the order decider's own types. Each type has a version, stored in
 * the event's `metadata.schemaVersion` when it is appended (absent: version 1). Read stored events with
 * `readOrderEvent`, which brings an older version up to the current shape.
 *
 * Changing a shape: give the type its next version in ORDER_EVENT_VERSIONS, keep the old shape as a type,
 * add the upcaster from it to UPCASTERS, and test that an event stored in the old shape still reads.
 */

/** A buyer's or attendee's answer to one of the event's questions. */
export interface Answer {
  questionId: string;
  title: string;
  fieldType: 'TEXT' | 'SHORT_TEXT' | 'TERMS' | 'DROPDOWN';
  /** The answer; for TERMS 'agreed' or 'rejected'. */
  content: string;
  answeredAt: string;
}

/** The buyer: name, e-mail and answers. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  answers: Answer[];
}

/** Who holds a ticket: the name and e-mail printed on it. */
export interface Holder {
  firstName: string;
  lastName: string;
  email: string;
}

/** An order's sums in minor units of its currency. */
export interface Totals {
  /** Ticket prices before discounts. */
  subtotal: number;
  /** Ticket fees after discounts: the platform's application fee. */
  fees: number;
  /** Everything the promo took off prices and fees. */
  discount: number;
  donation: number;
  /** What the buyer pays. */
  total: number;
}

/** The account that sent the buyer through its promoter link, with its name and username then. */
export interface OrderPromoter {
  id: string;
  username: string;
  name: string;
  type: 'User' | 'School';
}

/** The order and its event as they were when the order was created. */
export interface OrderHeader {
  orderId: string;
  /** The event ("course"). */
  eventId: string;
  eventName: string;
  categoryId: string | null;
  categoryName: string | null;
  /** The date (sub-event) the tickets are for, and when it starts. */
  eventDateId: string;
  eventStartsAt: string;
  ownerId: string;
  ownerUsername: string;
  attendance: 'in-person' | 'online';
  currency: Currency;
  /** The buyer's account, when signed in. */
  userId: string | null;
  express: boolean;
  /** Added by an organizer without payment (guests). */
  personalOrder: boolean;
  /** Who promoted the order (never the buyer or the event's owner); null without a promoter, and in orders from before promoter links. */
  promoter: OrderPromoter | null;
}

/** The header before promoter links (version 1 of every type that carries it). */
export type OrderHeaderV1 = Omit<OrderHeader, 'promoter'>;

/** An event of a type that carries the header, with the header of version 1. */
type WithHeaderV1<T extends { order: OrderHeader }> = Omit<T, 'order'> & { order: OrderHeaderV1 };

/** One ticket of an order, in minor units of the order's currency. */
export interface OrderItem {
  itemId: string;
  ticketTypeId: string;
  name: string;
  /** The ticket type's price before discounts. */
  listPrice: number;
  price: number;
  fee: number;
  discount: number;
  /** The member benefit that discounted the ticket (absent when none did, and in orders from before benefits). */
  benefitId?: string;
  /** The benefit's name, as reports print the discount. */
  discountName?: string;
  /** A list ticket bought through a listed buyer's share code: the code (absent otherwise, and in orders from before list tickets). */
  shareCode?: string;
}

/** A ticket as issued: the item with its holder, seat and answers. */
export interface IssuedTicket extends OrderItem {
  firstName: string;
  lastName: string;
  email: string;
  seat: string | null;
  answers: Answer[];
}

export type OrderCreated = OrderHeader & { createdAt: string };

/** Version 2: the header's promoter. Version 3: the promo code. */
export interface OrderCompleted {
  order: OrderHeader;
  completedAt: string;
  /** 'stripe', 'demo' (card payments online), 'terminal' (at a card reader in the box office), 'cash' (paid in cash at the box office) or 'free'. */
  paymentMethod: string;
  tickets: IssuedTicket[];
  totals: Totals;
  buyer: Person;
  /** The promo code the order's prices were discounted with, as the owner wrote it; null without one, and before version 3. */
  promoCode: string | null;
}

/** One ticket of a completed order changed: self-contained for reports and messages. */
export interface ItemChange {
  order: OrderHeader;
  item: IssuedTicket;
  buyerEmail: string;
  paymentMethod: string;
  /** Who asked: the organizer, or the ticket's holder. */
  by: 'organizer' | 'holder';
  at: string;
}

/** Version 2: what went back to the buyer (price and fee as paid) with its currency. Version 3: the header's promoter. */
export interface OrderItemRefunded extends ItemChange {
  refundId: string;
  amount: number;
  currency: Currency;
}

/** Version 2 of OrderItemRefunded: the header without its promoter. */
export type OrderItemRefundedV2 = WithHeaderV1<OrderItemRefunded>;

/** Version 1 of OrderItemRefunded: the amount without its currency (it was only the order header's). */
export type OrderItemRefundedV1 = Omit<OrderItemRefundedV2, 'currency'>;

export interface TicketTransferred extends ItemChange {
  to: Holder;
}

/** The holder was admitted at the door (once). Version 3: the door's id of the scan that admitted it. */
export interface TicketCheckedIn {
  order: OrderHeader;
  item: IssuedTicket;
  at: string;
  /** The scan's id the door sent (a phone's queued scan is sent with it again); null without one, and before version 3. */
  scanId: string | null;
}

/** A check-in undone at the door (the ticket may be checked in again). */
export interface TicketCheckedOut {
  order: OrderHeader;
  item: IssuedTicket;
  at: string;
  /** When the check-in now undone was made. */
  checkedInAt: string;
}

/** A sold ticket moved to another seat of its date (by the event's organizer or door staff). */
export interface TicketSeatChanged {
  order: OrderHeader;
  /** The ticket with its new seat. */
  item: IssuedTicket;
  /** The seat it had (null when it had none). */
  from: string | null;
  at: string;
}

/** The published order events, each in its current version. */
export type OrderEvent =
  | { type: 'OrderCreated'; data: OrderCreated }
  | { type: 'OrderCompleted'; data: OrderCompleted }
  | { type: 'OrderItemCancelled'; data: ItemChange }
  | { type: 'OrderItemRefunded'; data: OrderItemRefunded }
  | { type: 'TicketTransferred'; data: TicketTransferred }
  | { type: 'TicketCheckedIn'; data: TicketCheckedIn }
  | { type: 'TicketCheckedOut'; data: TicketCheckedOut }
  | { type: 'TicketSeatChanged'; data: TicketSeatChanged };

export type OrderEventType = OrderEvent['type'];

/** Version 1 of OrderCreated, OrderCompleted, OrderItemCancelled, TicketTransferred and TicketCheckedIn: the header without its promoter. */
export type OrderCreatedV1 = OrderHeaderV1 & { createdAt: string };
export type OrderCompletedV1 = WithHeaderV1<OrderCompletedV2>;
/** Version 2 of OrderCompleted: no promo code. */
export type OrderCompletedV2 = Omit<OrderCompleted, 'promoCode'>;
export type ItemChangeV1 = WithHeaderV1<ItemChange>;
export type TicketTransferredV1 = WithHeaderV1<TicketTransferred>;
/** Version 2 of TicketCheckedIn: no scan id. */
export type TicketCheckedInV2 = Omit<TicketCheckedIn, 'scanId'>;
export type TicketCheckedInV1 = WithHeaderV1<TicketCheckedInV2>;

/** The current version of each published type. */
export const ORDER_EVENT_VERSIONS: Readonly<Record<OrderEventType, number>> = {
  OrderCreated: 2,
  OrderCompleted: 3,
  OrderItemCancelled: 2,
  OrderItemRefunded: 3,
  TicketTransferred: 2,
  TicketCheckedIn: 3,
  TicketCheckedOut: 1,
  TicketSeatChanged: 1,
};

/** A header stored before promoter links had no promoter. */
const withPromoter = <T extends { order: OrderHeaderV1 }>(data: T) => ({ ...data, order: { ...data.order, promoter: null } });

/** Per type, the upcaster of each older version n: turns data of version n into data of version n + 1. */
const UPCASTERS: Upcasters<OrderEventType> = {
  OrderCreated: { 1: (v1: OrderCreatedV1): OrderCreated => ({ ...v1, promoter: null }) },
  OrderCompleted: {
    1: (v1: OrderCompletedV1): OrderCompletedV2 => withPromoter(v1),
    2: (v2: OrderCompletedV2): OrderCompleted => ({ ...v2, promoCode: null }),
  },
  OrderItemCancelled: { 1: (v1: ItemChangeV1): ItemChange => withPromoter(v1) },
  OrderItemRefunded: {
    1: (v1: OrderItemRefundedV1): OrderItemRefundedV2 => ({ ...v1, currency: asCurrency(v1.order.currency) }),
    2: (v2: OrderItemRefundedV2): OrderItemRefunded => withPromoter(v2),
  },
  TicketTransferred: { 1: (v1: TicketTransferredV1): TicketTransferred => withPromoter(v1) },
  TicketCheckedIn: {
    1: (v1: TicketCheckedInV1): TicketCheckedInV2 => withPromoter(v1),
    2: (v2: TicketCheckedInV2): TicketCheckedIn => ({ ...v2, scanId: null }),
  },
};

const versions = publishedEventVersions('order', ORDER_EVENT_VERSIONS, UPCASTERS);

export const isPublishedOrderEvent = versions.isPublished;

/** The metadata to append with an event of a published type: its current version. */
export const orderEventMetadata = versions.metadata;

/**
 * A stored order event of a published type in its current shape, however old the version it was stored in.
 * Throws for a type outside the contract and for a version newer than this code knows.
 */
export const readOrderEvent = (stored: StoredEvent): OrderEvent => versions.read(stored) as OrderEvent;
