import { ApiProperty } from '@nestjs/swagger';
import type * as P from '../../application/webhook-payloads.js';

/**
 * The bodies a webhook receives, as OpenAPI schemas (components): `{ type, timestamp, data }` per event
 * type. Each class implements the payload type the dispatcher sends, so the two cannot drift apart.
 */
export class WebhookEventInfo implements P.WebhookEventInfo {
  @ApiProperty({ format: 'uuid', description: 'The event' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'uuid', description: 'The date of the event the tickets are for' }) dateId!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, nullable: true }) category!: string | null;
  @ApiProperty({ enum: ['in-person', 'online'] }) attendance!: 'in-person' | 'online';
}

export class WebhookPerson implements P.WebhookPerson {
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ description: 'Empty for a guest added without an e-mail' }) email!: string;
}

export class WebhookAnswer {
  @ApiProperty({ description: "The checkout question's title" }) question!: string;
  @ApiProperty({ description: "The answer ('agreed' for accepted terms)" }) answer!: string;
}

export class WebhookTicket implements P.WebhookTicket {
  @ApiProperty({ format: 'uuid', description: 'The ticket (registration); also in its QR code' }) ticketId!: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId!: string;
  @ApiProperty({ description: "The ticket type's name" }) name!: string;
  @ApiProperty({ type: WebhookPerson }) holder!: WebhookPerson;
  @ApiProperty({ type: String, nullable: true }) seat!: string | null;
  @ApiProperty({ description: 'Price after discount, in minor units (cents)' }) price!: number;
  @ApiProperty({ description: 'Ticket fee, in minor units' }) fee!: number;
  @ApiProperty({ description: 'What a promo code took off price and fee, in minor units' }) discount!: number;
  @ApiProperty({ type: [WebhookAnswer] }) answers!: WebhookAnswer[];
}

export class WebhookOrderTotals {
  @ApiProperty({ description: 'Ticket prices before discounts, minor units' }) subtotal!: number;
  @ApiProperty() fees!: number;
  @ApiProperty() discount!: number;
  @ApiProperty() donation!: number;
  @ApiProperty({ description: 'What the buyer paid' }) total!: number;
}

export class OrderCreatedWebhookData implements P.OrderCreatedData {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ enum: ['pending'] }) status!: 'pending';
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ type: WebhookEventInfo }) event!: WebhookEventInfo;
  @ApiProperty({ description: 'Guests added by the organizer, not bought' }) guestOrder!: boolean;
}

export class OrderCompletedWebhookData implements P.OrderCompletedData {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ enum: ['completed'] }) status!: 'completed';
  @ApiProperty({ description: 'stripe, demo or free' }) paymentMethod!: string;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ type: WebhookEventInfo }) event!: WebhookEventInfo;
  @ApiProperty({ type: WebhookPerson }) buyer!: WebhookPerson;
  @ApiProperty({ type: WebhookOrderTotals }) totals!: WebhookOrderTotals;
  @ApiProperty({ type: [WebhookTicket] }) tickets!: WebhookTicket[];
  @ApiProperty() guestOrder!: boolean;
}

export class TicketIssuedWebhookData extends WebhookTicket implements P.TicketIssuedData {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ type: WebhookEventInfo }) event!: WebhookEventInfo;
}

export class TicketCheckedInWebhookData implements P.TicketCheckedInData {
  @ApiProperty({ format: 'uuid' }) ticketId!: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ type: WebhookPerson }) holder!: WebhookPerson;
  @ApiProperty({ type: WebhookEventInfo }) event!: WebhookEventInfo;
}

export class TicketCancelledWebhookData extends TicketCheckedInWebhookData implements P.TicketCancelledData {
  @ApiProperty({ enum: ['organizer', 'holder'] }) by!: 'organizer' | 'holder';
}

export class TicketRefundedWebhookData extends TicketCancelledWebhookData implements P.TicketRefundedData {
  @ApiProperty({ description: 'What went back to the buyer (price and fee as paid), minor units' }) amount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
}

export class TicketTransferredWebhookData extends TicketCheckedInWebhookData implements P.TicketTransferredData {
  @ApiProperty({ type: WebhookPerson, description: 'The new holder (`holder` passed it on)' }) to!: WebhookPerson;
}

export class TicketCheckedOutWebhookData extends TicketCheckedInWebhookData implements P.TicketCheckedOutData {
  @ApiProperty({ format: 'date-time', description: 'When the check-in now undone was made' }) checkedInAt!: string;
}

export class WebhookMembershipTier {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class WebhookMembershipPrice {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Per interval, in minor units' }) amount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ enum: ['month', 'year'] }) interval!: 'month' | 'year';
}

export class WebhookMember {
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
}

export class WebhookMembershipPayment {
  @ApiProperty({ description: 'Paid, in minor units' }) amount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ format: 'date-time' }) paidAt!: string;
}

export class MembershipSubscriptionWebhookData implements P.MembershipSubscriptionData {
  @ApiProperty({ format: 'uuid' }) subscriptionId!: string;
  @ApiProperty({ enum: ['active', 'past_due', 'canceled', 'expired', 'invited'], description: 'After the change' })
  status!: 'active' | 'past_due' | 'canceled' | 'expired' | 'invited';
  @ApiProperty({ type: WebhookMembershipTier }) tier!: WebhookMembershipTier;
  @ApiProperty({ type: WebhookMembershipPrice }) price!: WebhookMembershipPrice;
  @ApiProperty({ type: WebhookMember }) member!: WebhookMember;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'End of the paid period (a cancelled membership ends then); for a member added by the owner the chosen expiry or null' })
  expiresAt!: string | null;
  @ApiProperty() cancelAtPeriodEnd!: boolean;
  @ApiProperty({ enum: ['stripe', 'demo', 'manual'], description: 'stripe, demo (no money moved) or manual (added by the owner)' }) source!: 'stripe' | 'demo' | 'manual';
  @ApiProperty({ type: WebhookMembershipPayment, nullable: true, description: 'The payment of a paid start or a renewal, else null' })
  payment!: WebhookMembershipPayment | null;
}

const envelope = <Data>(type: P.WebhookPayload['type'], data: new () => Data, name: string) => {
  class Payload {
    @ApiProperty({ enum: [type] }) type!: string;
    @ApiProperty({ format: 'date-time', description: 'When it happened (UTC)' }) timestamp!: string;
    @ApiProperty({ type: data }) data!: Data;
  }
  // The schema's name in the document.
  Object.defineProperty(Payload, 'name', { value: name });
  return Payload;
};

export const OrderCreatedWebhook = envelope('order.created', OrderCreatedWebhookData, 'OrderCreatedWebhook');
export const OrderCompletedWebhook = envelope('order.completed', OrderCompletedWebhookData, 'OrderCompletedWebhook');
export const TicketIssuedWebhook = envelope('ticket.issued', TicketIssuedWebhookData, 'TicketIssuedWebhook');
export const TicketCancelledWebhook = envelope('ticket.cancelled', TicketCancelledWebhookData, 'TicketCancelledWebhook');
export const TicketRefundedWebhook = envelope('ticket.refunded', TicketRefundedWebhookData, 'TicketRefundedWebhook');
export const TicketTransferredWebhook = envelope('ticket.transferred', TicketTransferredWebhookData, 'TicketTransferredWebhook');
export const TicketCheckedInWebhook = envelope('ticket.checked_in', TicketCheckedInWebhookData, 'TicketCheckedInWebhook');
export const TicketCheckedOutWebhook = envelope('ticket.checked_out', TicketCheckedOutWebhookData, 'TicketCheckedOutWebhook');
export const MembershipSubscriptionCreatedWebhook = envelope('membership.subscription.created', MembershipSubscriptionWebhookData, 'MembershipSubscriptionCreatedWebhook');
export const MembershipSubscriptionUpdatedWebhook = envelope('membership.subscription.updated', MembershipSubscriptionWebhookData, 'MembershipSubscriptionUpdatedWebhook');
export const MembershipSubscriptionCancelledWebhook = envelope('membership.subscription.cancelled', MembershipSubscriptionWebhookData, 'MembershipSubscriptionCancelledWebhook');
export const MembershipSubscriptionExpiredWebhook = envelope('membership.subscription.expired', MembershipSubscriptionWebhookData, 'MembershipSubscriptionExpiredWebhook');

/** Every payload schema, for `@ApiExtraModels`. */
export const WEBHOOK_PAYLOAD_SCHEMAS = [
  OrderCreatedWebhook,
  OrderCompletedWebhook,
  TicketIssuedWebhook,
  TicketCancelledWebhook,
  TicketRefundedWebhook,
  TicketTransferredWebhook,
  TicketCheckedInWebhook,
  TicketCheckedOutWebhook,
  MembershipSubscriptionCreatedWebhook,
  MembershipSubscriptionUpdatedWebhook,
  MembershipSubscriptionCancelledWebhook,
  MembershipSubscriptionExpiredWebhook,
];
