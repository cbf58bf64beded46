import type { IssuedTicket, OrderEvent, OrderHeader } from '../../checkout/contracts/order-events.js';
import { MEMBERSHIP_EVENT_TYPES, type SubscriptionEvent, type SubscriptionSnapshot } from '../../membership/contracts/subscription-events.js';
import type { WebhookEventType } from '../domain/event-types.js';

/**
 * What a webhook receives: `{ type, timestamp, data }`, with only the owner's own data (the order, its
 * event, the buyer and holders, or the membership and its member; amounts in minor units with their currency). docs/webhooks.md shows
 * each type; the OpenAPI document carries the same shapes as schemas.
 */
export interface WebhookPayload<Type extends WebhookEventType = WebhookEventType, Data = unknown> {
  type: Type;
  /** When it happened (ISO 8601, UTC). */
  timestamp: string;
  data: Data;
}

export interface WebhookEventInfo {
  /** The event (course) and the date the tickets are for. */
  id: string;
  name: string;
  dateId: string;
  startsAt: string;
  category: string | null;
  attendance: 'in-person' | 'online';
}

export interface WebhookPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export interface WebhookTicket {
  ticketId: string;
  ticketTypeId: string;
  name: string;
  holder: WebhookPerson;
  seat: string | null;
  /** Price after discount, fee and discount, in minor units of the order's currency. */
  price: number;
  fee: number;
  discount: number;
  answers: { question: string; answer: string }[];
}

export interface OrderCreatedData {
  orderId: string;
  status: 'pending';
  currency: string;
  event: WebhookEventInfo;
  /** Added by the organizer (guests), not bought. */
  guestOrder: boolean;
}

export interface OrderCompletedData {
  orderId: string;
  status: 'completed';
  paymentMethod: string;
  currency: string;
  event: WebhookEventInfo;
  buyer: WebhookPerson;
  totals: { subtotal: number; fees: number; discount: number; donation: number; total: number };
  tickets: WebhookTicket[];
  guestOrder: boolean;
}

export interface TicketIssuedData extends WebhookTicket {
  orderId: string;
  currency: string;
  event: WebhookEventInfo;
}

/** A change to one ticket: who holds it, of which order and event. */
export interface TicketChangeData {
  ticketId: string;
  ticketTypeId: string;
  name: string;
  orderId: string;
  holder: WebhookPerson;
  event: WebhookEventInfo;
}

export interface TicketCancelledData extends TicketChangeData {
  /** Who asked: the organizer or the ticket's holder. */
  by: 'organizer' | 'holder';
}

export interface TicketRefundedData extends TicketChangeData {
  by: 'organizer' | 'holder';
  /** What went back to the buyer (price and fee as paid), in minor units. */
  amount: number;
  currency: string;
}

export interface TicketTransferredData extends TicketChangeData {
  /** The new holder (`holder` is who passed it on). */
  to: WebhookPerson;
}

export type TicketCheckedInData = TicketChangeData;

export interface TicketCheckedOutData extends TicketChangeData {
  /** When the check-in now undone was made (`timestamp` is when it was undone). */
  checkedInAt: string;
}

/** A membership as it is after the change (membership.subscription.*). */
export interface MembershipSubscriptionData {
  subscriptionId: string;
  status: 'active' | 'past_due' | 'canceled' | 'expired' | 'invited';
  tier: { id: string; name: string };
  price: { id: string; amount: number; currency: string; interval: 'month' | 'year' };
  member: { name: string; email: string };
  startsAt: string;
  /** The end of the paid period (a cancelled membership ends then); for a member added by the owner the chosen expiry or null. */
  expiresAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** stripe, demo (no money moved) or manual (added by the owner). */
  source: 'stripe' | 'demo' | 'manual';
  /** The payment this change recorded (a paid start or a renewal), else null. */
  payment: { amount: number; currency: string; paidAt: string } | null;
}

/** The checkout and membership events that turn into webhook payloads. */
export const SOURCE_EVENT_TYPES = ['OrderCreated', 'OrderCompleted', 'OrderItemCancelled', 'OrderItemRefunded', 'TicketTransferred', 'TicketCheckedIn', 'TicketCheckedOut', ...MEMBERSHIP_EVENT_TYPES];

/** Each subscription event's webhook type. */
const MEMBERSHIP_WEBHOOK_TYPES = {
  SubscriptionStarted: 'membership.subscription.created',
  SubscriptionRenewed: 'membership.subscription.updated',
  SubscriptionChanged: 'membership.subscription.updated',
  SubscriptionPaymentFailed: 'membership.subscription.updated',
  SubscriptionResumed: 'membership.subscription.updated',
  SubscriptionCancelled: 'membership.subscription.cancelled',
  SubscriptionExpired: 'membership.subscription.expired',
} as const satisfies Record<SubscriptionEvent['type'], WebhookEventType>;

export interface OwnedPayload {
  ownerId: string;
  payload: WebhookPayload;
}

type Data<T extends OrderEvent['type']> = Extract<OrderEvent, { type: T }>['data'];

const eventInfo = (order: OrderHeader): WebhookEventInfo => ({
  id: order.eventId,
  name: order.eventName,
  dateId: order.eventDateId,
  startsAt: order.eventStartsAt,
  category: order.categoryName,
  attendance: order.attendance,
});

const person = (p: { firstName: string; lastName: string; email: string }): WebhookPerson => ({ firstName: p.firstName, lastName: p.lastName, email: p.email });

const ticketOf = (t: IssuedTicket): WebhookTicket => ({
  ticketId: t.itemId,
  ticketTypeId: t.ticketTypeId,
  name: t.name,
  holder: person(t),
  seat: t.seat,
  price: t.price,
  fee: t.fee,
  discount: t.discount,
  answers: t.answers.map((a) => ({ question: a.title, answer: a.content })),
});

const changeOf = (order: OrderHeader, item: IssuedTicket): TicketChangeData => ({
  ticketId: item.itemId,
  ticketTypeId: item.ticketTypeId,
  name: item.name,
  orderId: order.orderId,
  holder: person(item),
  event: eventInfo(order),
});

const membershipOf = (subscription: SubscriptionSnapshot, payment: { amount: number; currency: string; paidAt: string } | null): MembershipSubscriptionData => ({
  subscriptionId: subscription.subscriptionId,
  status: subscription.status,
  tier: { id: subscription.tierId, name: subscription.tierName },
  price: { id: subscription.priceId, amount: subscription.amount, currency: subscription.currency, interval: subscription.interval },
  member: { name: subscription.member.name, email: subscription.member.email },
  startsAt: subscription.startsAt,
  expiresAt: subscription.expiresAt,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  source: subscription.source,
  payment: payment && { amount: payment.amount, currency: payment.currency, paidAt: payment.paidAt },
});

/**
 * The payloads one checkout or subscription event gives, each for the owner of its order or membership
 * (none for other events).
 */
export function webhookPayloadsOf(event: { type: string; data: unknown }): OwnedPayload[] {
  if (Object.hasOwn(MEMBERSHIP_WEBHOOK_TYPES, event.type)) {
    const { type, data } = event as SubscriptionEvent;
    const payment = type === 'SubscriptionStarted' || type === 'SubscriptionRenewed' ? data.payment : null;
    return [{ ownerId: data.subscription.ownerId, payload: { type: MEMBERSHIP_WEBHOOK_TYPES[type], timestamp: data.occurredAt, data: membershipOf(data.subscription, payment) } }];
  }
  switch (event.type) {
    case 'OrderCreated': {
      const order = event.data as Data<'OrderCreated'>;
      const data: OrderCreatedData = { orderId: order.orderId, status: 'pending', currency: order.currency, event: eventInfo(order), guestOrder: order.personalOrder };
      return [{ ownerId: order.ownerId, payload: { type: 'order.created', timestamp: order.createdAt, data } }];
    }
    case 'OrderCompleted': {
      const completed = event.data as Data<'OrderCompleted'>;
      const { order } = completed;
      const tickets = completed.tickets.map(ticketOf);
      const { subtotal, fees, discount, donation, total } = completed.totals;
      const data: OrderCompletedData = {
        orderId: order.orderId,
        status: 'completed',
        paymentMethod: completed.paymentMethod,
        currency: order.currency,
        event: eventInfo(order),
        buyer: person(completed.buyer),
        totals: { subtotal, fees, discount, donation, total },
        tickets,
        guestOrder: order.personalOrder,
      };
      const issued = tickets.map((ticket): OwnedPayload => {
        const ticketData: TicketIssuedData = { ...ticket, orderId: order.orderId, currency: order.currency, event: eventInfo(order) };
        return { ownerId: order.ownerId, payload: { type: 'ticket.issued', timestamp: completed.completedAt, data: ticketData } };
      });
      return [{ ownerId: order.ownerId, payload: { type: 'order.completed', timestamp: completed.completedAt, data } }, ...issued];
    }
    case 'OrderItemCancelled': {
      const change = event.data as Data<'OrderItemCancelled'>;
      const data: TicketCancelledData = { ...changeOf(change.order, change.item), by: change.by };
      return [{ ownerId: change.order.ownerId, payload: { type: 'ticket.cancelled', timestamp: change.at, data } }];
    }
    case 'OrderItemRefunded': {
      const change = event.data as Data<'OrderItemRefunded'>;
      const data: TicketRefundedData = { ...changeOf(change.order, change.item), by: change.by, amount: change.amount, currency: change.currency };
      return [{ ownerId: change.order.ownerId, payload: { type: 'ticket.refunded', timestamp: change.at, data } }];
    }
    case 'TicketTransferred': {
      const change = event.data as Data<'TicketTransferred'>;
      const data: TicketTransferredData = { ...changeOf(change.order, change.item), to: person(change.to) };
      return [{ ownerId: change.order.ownerId, payload: { type: 'ticket.transferred', timestamp: change.at, data } }];
    }
    case 'TicketCheckedIn': {
      const checkedIn = event.data as Data<'TicketCheckedIn'>;
      const data: TicketCheckedInData = changeOf(checkedIn.order, checkedIn.item);
      return [{ ownerId: checkedIn.order.ownerId, payload: { type: 'ticket.checked_in', timestamp: checkedIn.at, data } }];
    }
    case 'TicketCheckedOut': {
      const checkedOut = event.data as Data<'TicketCheckedOut'>;
      const data: TicketCheckedOutData = { ...changeOf(checkedOut.order, checkedOut.item), checkedInAt: checkedOut.checkedInAt };
      return [{ ownerId: checkedOut.order.ownerId, payload: { type: 'ticket.checked_out', timestamp: checkedOut.at, data } }];
    }
    default:
      return [];
  }
}
