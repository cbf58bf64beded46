import type { RegistrationStatus } from '../domain/ticket-view.js';

/** A registration (one issued ticket) as the registrations projection holds it. */
export interface RegistrationRecord {
  id: string;
  orderId: string;
  eventId: string;
  eventDateId: string;
  /** The owner of the event (the order's owner). */
  ownerId: string;
  ticketTypeId: string;
  ticketName: string;
  /** The holder: the name and e-mail on the ticket. */
  firstName: string;
  lastName: string;
  email: string;
  buyerEmail: string;
  /** The buyer's account, when signed in. */
  userId: string | null;
  attendance: 'in-person' | 'online';
  status: RegistrationStatus;
  /** Price and fee as paid, in minor units. */
  paid: number;
  transferred: boolean;
  /** The listed buyer's share code the ticket was bought through; null otherwise. */
  shareCode: string | null;
}

/** Who looks at tickets: the signed-in user and their account's e-mail (lower case). */
export interface Viewer {
  userId: string;
  email: string;
}
