/** A ticket type as the membership pages list it. */
export interface MemberTicket {
  ticketTypeId: string;
  name: string;
  eventId: string;
  eventName: string;
  /** ISO start of the date the ticket type belongs to. */
  startsAt: string;
  tierIds: string[];
}

/** Facade: the ticket types memberships speak of. */
export abstract class MemberTickets {
  /** Members-only ticket types of published upcoming dates listing one of these tiers. */
  abstract forTiers(tierIds: readonly string[]): Promise<MemberTicket[]>;
  /** All ticket types of the owner's upcoming dates (the benefit form's ticket picker). */
  abstract ownerTicketTypes(ownerId: string): Promise<MemberTicket[]>;
}
