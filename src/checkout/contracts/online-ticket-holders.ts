/** Facade: who holds a ticket to watch a date online (a broadcast's viewers). */
export abstract class OnlineTicketHolders {
  /** Whether the user holds an online ticket of the date that is still valid (neither refunded nor cancelled). */
  abstract holds(userId: string, eventDateId: string): Promise<boolean>;
}
