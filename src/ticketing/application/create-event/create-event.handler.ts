import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { asCurrency } from '../../../shared/money.js';
import { ticketCategoryKeys } from '../../domain/seating/chart-rules.js';
import type { EventDate, TicketType } from '../../domain/event.js';
import { assertValid, checkDates, checkDetails, checkTicketTypes, eventDetails, prepareQuestions, type TicketTypeInput } from '../event-input.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { listIds, listOwnerProblems, memberTierIds } from '../ticket-fields.js';
import { CreateEventCommand } from './create-event.command.js';

/** A checked ticket type (checkTicketTypes) of the form, offered on one date. */
function newTicketType(ticket: TicketTypeInput, eventId: string, eventDateId: string, position: number): TicketType {
  return {
    id: randomUUID(),
    eventId,
    eventDateId,
    attendance: ticket.attendance,
    name: ticket.name.trim(),
    description: ticket.description ?? '',
    price: ticket.price,
    currency: asCurrency(ticket.currency),
    quantity: ticket.quantity,
    sold: 0,
    salesStartAt: ticket.salesStartAt ? new Date(ticket.salesStartAt) : null,
    salesEndAt: ticket.salesEndAt ? new Date(ticket.salesEndAt) : null,
    visibilityScope: ticket.visibilityScope ?? 'other',
    category: ticket.category ?? 'Admission',
    code: ticket.code ?? null,
    quantityPerCode: ticket.quantityPerCode ?? null,
    membershipTierIds: memberTierIds(ticket),
    customUserListIds: listIds(ticket),
    initialQuantityPerCode: ticket.visibilityScope === 'list' ? (ticket.initialQuantityPerCode ?? null) : null,
    position,
    seatsCategoryKeys: ticketCategoryKeys(ticket.seatsCategoryKeys),
  };
}

@CommandHandler(CreateEventCommand)
export class CreateEventHandler implements ICommandHandler<CreateEventCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ ownerId, details, dates, ticketTypes }: CreateEventCommand): Promise<{ id: string }> {
    // Ticket types get their ids here, so a new event's questions apply to every ticket.
    const prepared = prepareQuestions(details.questions ?? [], new Set());
    assertValid(checkDetails(details), checkDates(dates), checkTicketTypes(ticketTypes), prepared.problems, await listOwnerProblems(this.events, ownerId, ticketTypes));
    const id = randomUUID();
    const eventDates: EventDate[] = dates.map((date) => ({
      id: randomUUID(),
      eventId: id,
      startsAt: new Date(date.startsAt),
      endsAt: date.endsAt ? new Date(date.endsAt) : null,
      doorTime: date.doorTime ? new Date(date.doorTime) : null,
    }));
    await this.events.create(
      { id, ownerId, published: false, seatChartId: null, ...eventDetails(details, prepared.questions) },
      eventDates,
      eventDates.flatMap((date) => ticketTypes.map((ticket, position) => newTicketType(ticket, id, date.id, position))),
    );
    return { id };
  }
}
