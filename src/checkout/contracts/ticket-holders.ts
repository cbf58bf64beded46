/** Who holds an issued ticket (a registration), as the guest list shows it. */
export interface TicketHolder {
  registrationId: string;
  orderId: string;
  /** The holder's first and last name. */
  name: string;
}

/** Facade: the holders of issued tickets, read from the guest list (tickets it does not show yet are left out). */
export abstract class TicketHolders {
  abstract holdersOf(registrationIds: readonly string[]): Promise<Map<string, TicketHolder>>;
}
