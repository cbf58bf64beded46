import type { CheckoutOffer } from '../../ticketing/contracts/checkout-catalog.js';
import { IN_PROGRESS, type OrderState } from '../domain/order.js';
import { seatChoices } from '../domain/selection.js';

export interface PaymentRequestView {
  gateway: 'demo' | 'stripe';
  paymentIntent: string;
  clientSecret: string;
  /** Stripe's publishable key and the connected account (null for the demo gateway). */
  stripePaymentMethod: { key: string; account: string | null } | null;
}

/**
 * The gateway alone: an express order's reply carries it before the order is confirmed, so the wallet buttons
 * (Stripe's Express Checkout Element needs the publishable key) show as soon as tickets are chosen.
 */
export type PaymentGatewayView = Pick<PaymentRequestView, 'gateway' | 'stripePaymentMethod'> & Partial<Pick<PaymentRequestView, 'paymentIntent' | 'clientSecret'>>;

/** The order as the checkout pages read it, in the seeds' field names (broadcastUrl: the viewer page of an online order's date). */
export function orderView(state: OrderState, offer: CheckoutOffer | null, payment: PaymentGatewayView | null, broadcastUrl: string | null = null) {
  const header = state.header!;
  const selection = state.selection!;
  // One line per ticket type and member benefit: a benefit's tickets cost less than those beyond its limit.
  const lines = new Map<string, { ticketId: string; name: string; quantity: number; price: number; fee: number; discount: number; discountName: string | null }>();
  for (const item of selection.items) {
    const key = `${item.ticketTypeId}/${item.benefitId ?? ''}`;
    const line = lines.get(key) ?? { ticketId: item.ticketTypeId, name: item.name, quantity: 0, price: item.price, fee: item.fee, discount: 0, discountName: item.discountName ?? null };
    line.quantity += 1;
    line.discount += item.discount;
    lines.set(key, line);
  }
  return {
    id: header.orderId,
    status: state.status,
    inProgress: IN_PROGRESS.includes(state.status),
    amount: selection.totals.total,
    currency: header.currency,
    free: selection.totals.total === 0,
    createdAt: state.createdAt!,
    expiresAt: state.expiresAt,
    items: selection.items.map((item) => ({
      id: item.itemId,
      ticket: item.ticketTypeId,
      name: item.name,
      price: item.price,
      fee: item.fee,
      discount: item.discount,
      discountName: item.discountName ?? null,
      seatLabel: item.seatLabel ?? null,
    })),
    seats: seatChoices(selection.items),
    lines: [...lines.values()],
    donationAmount: selection.donation,
    promoCode: selection.promoCode,
    secretCodes: selection.secretCodes,
    customUserListsCodes: selection.shareCodes ?? [],
    totals: selection.totals,
    ticketType: header.attendance,
    personalOrder: header.personalOrder,
    express: header.express,
    confirmed: !!state.confirmation,
    paymentResult: state.payment?.outcome ?? (state.status === 'completed' ? 'succeeded' : null),
    paymentGateway: payment?.gateway ?? state.payment?.gateway ?? null,
    paymentIntent: payment?.paymentIntent ?? state.payment?.paymentIntentId ?? null,
    clientSecret: payment?.clientSecret ?? null,
    stripePaymentMethod: payment?.stripePaymentMethod ?? null,
    user: state.confirmation ? { email: state.confirmation.buyer.email } : null,
    collectInformationSetting: offer?.event.collectInformationSetting ?? 'each-attendee',
    questions: offer?.event.questions ?? [],
    course: offer ? { id: offer.event.id, name: offer.event.name, private: offer.event.private } : null,
    eventDate: offer
      ? { id: offer.date.id, startsAt: offer.date.startsAt.toISOString(), endsAt: offer.date.endsAt?.toISOString() ?? null, doorTime: offer.date.doorTime?.toISOString() ?? null, timezone: offer.event.timezone }
      : null,
    owner: offer ? { id: offer.owner.id, username: offer.owner.username, name: offer.owner.name, type: offer.owner.type } : null,
    broadcastUrl,
  };
}

export type OrderView = ReturnType<typeof orderView>;
