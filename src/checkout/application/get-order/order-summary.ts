import { IN_PROGRESS, type OrderState } from '../../domain/order.js';

/** What the thank-you page polls: the status and enough to show success or failure. */
export function orderSummary(state: OrderState) {
  const header = state.header!;
  return {
    id: header.orderId,
    status: state.status,
    inProgress: IN_PROGRESS.includes(state.status),
    amount: state.selection!.totals.total,
    currency: header.currency,
    free: state.selection!.totals.total === 0,
    eventId: header.eventId,
    eventDateId: header.eventDateId,
    ticketType: header.attendance,
    ticketsCount: state.selection!.items.length,
    email: state.confirmation?.buyer.email ?? null,
    paymentResult: state.payment?.outcome ?? (state.status === 'completed' ? 'succeeded' : null),
  };
}

export type OrderSummary = ReturnType<typeof orderSummary>;
