import { ORDER_MESSAGES } from '../../domain/order.js';

export const CHECK_IN_MESSAGES = {
  invalid: 'Invalid ticket',
  notFound: ORDER_MESSAGES.ticketNotFound,
  alreadyCheckedIn: ORDER_MESSAGES.alreadyCheckedIn,
  canceled: ORDER_MESSAGES.ticketCanceled,
  refunded: ORDER_MESSAGES.ticketRefunded,
} as const;
