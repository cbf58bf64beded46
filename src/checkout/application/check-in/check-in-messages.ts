export const CHECK_IN_MESSAGES = {
  invalid: 'Invalid ticket',
  notFound: 'Ticket not found',
  alreadyCheckedIn: 'Already checked in',
  canceled: 'This ticket was canceled',
  refunded: 'This ticket was refunded',
} as const;
