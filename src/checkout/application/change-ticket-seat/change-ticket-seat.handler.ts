import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SeatMoves, seatMoveRefusal } from '../../../ticketing/contracts/seat-moves.js';
import { conflict, notFound, unprocessable } from '../../../shared/errors.js';
import { decide, itemActionable } from '../../domain/order.js';
import { ITEM_MESSAGES } from '../change-order-item/change-order-item.handler.js';
import { Orders } from '../order-repository.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { RegistrationRepository } from '../ports/registration-repository.port.js';
import { ChangeTicketSeatCommand } from './change-ticket-seat.command.js';

export const SEAT_MESSAGES = { moved: 'Moved to seat {label}' } as const;

/**
 * The organizer (or the door) moves an attendee: the ticket's sold place moves in the seat inventory, then
 * the order records TicketSeatChanged, which the tickets and the guest list follow. Both steps are safe
 * to repeat, so a write to the order in between decides the move again.
 */
@CommandHandler(ChangeTicketSeatCommand)
export class ChangeTicketSeatHandler implements ICommandHandler<ChangeTicketSeatCommand> {
  constructor(
    private readonly orders: Orders,
    private readonly seats: SeatMoves,
    private readonly queries: CheckoutQueries,
    private readonly registrations: RegistrationRepository,
  ) {}

  async execute({ itemId, seatLabel }: ChangeTicketSeatCommand): Promise<{ message: string }> {
    const found = await this.queries.registration(itemId);
    if (!found) throw notFound(ITEM_MESSAGES.notFound);
    const seat = seatLabel.trim();
    await this.orders.execute(found.orderId, async (state) => {
      const events = decide({ type: 'ChangeTicketSeat', itemId, seat, now: new Date() }, state);
      const item = itemActionable(state, itemId);
      if (!events.length || !item) return events;
      const moved = await this.seats.moveSeat({ eventDateId: state.header!.eventDateId, orderId: found.orderId, itemId, ticketTypeId: item.ticketTypeId, toLabel: seat });
      if (!moved.ok) {
        const message = seatMoveRefusal(moved.refusal, seat, item.name);
        throw moved.refusal === 'taken' ? conflict(message) : unprocessable(message);
      }
      return events;
    });
    await this.registrations.changeSeat(itemId, seat);
    return { message: SEAT_MESSAGES.moved.replace('{label}', seat) };
  }
}
