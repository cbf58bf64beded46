import type { OrderState } from '../../domain/order.js';
import type { RegistrationRecord } from '../registration-view.js';
import type { DoorTicketView } from './check-in.command.js';

/** The ticket as the order holds it now (its holder after a transfer, its seat). */
export function doorTicketView(state: OrderState, registration: RegistrationRecord): DoorTicketView {
  const item = state.completed!.tickets.find((t) => t.itemId === registration.id)!;
  return {
    id: registration.id,
    firstName: item.firstName,
    lastName: item.lastName,
    ticket: item.name,
    ticketTypeId: item.ticketTypeId,
    seat: item.seat,
    eventId: registration.eventId,
    eventDateId: registration.eventDateId,
  };
}
