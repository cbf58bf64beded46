import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../../shared/errors.js';
import type { TicketType } from '../../domain/event.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { planTicketChanges } from '../../domain/ticket-types.js';
import { assertValid, checkTicketTypes } from '../event-input.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { listOwnerProblems, ticketFields } from '../ticket-fields.js';
import { ReplaceTicketTypesCommand } from './replace-ticket-types.command.js';

@CommandHandler(ReplaceTicketTypesCommand)
export class ReplaceTicketTypesHandler implements ICommandHandler<ReplaceTicketTypesCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ eventId, ticketTypes }: ReplaceTicketTypesCommand): Promise<void> {
    await this.events.transaction(async (events) => {
      const event = await events.find(eventId);
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      // Locked in id order, as checkout locks them: no ticket is sold or held between the check and the change.
      const saved = await events.ticketTypes({ eventId }, { lock: true });
      const dates = await events.dates(eventId);
      const held = await events.liveHolds(saved.map((ticket) => ticket.id));
      const plan = planTicketChanges(
        saved.map((ticket) => ({ id: ticket.id, eventDateId: ticket.eventDateId, name: ticket.name, sold: ticket.sold, held: held.get(ticket.id) ?? 0 })),
        ticketTypes,
        new Set(dates.map((date) => date.id)),
      );
      assertValid(checkTicketTypes(ticketTypes), plan.problems, await listOwnerProblems(events, event.ownerId, ticketTypes));

      const removedIds = new Set(plan.removed.map((ticket) => ticket.id));
      await events.removeTicketTypes([...removedIds]);
      const positions = new Map<string, number>();
      const kept: TicketType[] = ticketTypes.map((input) => {
        const position = positions.get(input.eventDateId) ?? 0;
        positions.set(input.eventDateId, position + 1);
        const current = input.id ? saved.find((ticket) => ticket.id === input.id) : undefined;
        // Price changes apply to tickets sold from now on: orders keep the prices they were bought at.
        return { ...(current ?? { id: randomUUID(), eventId, eventDateId: input.eventDateId, sold: 0 }), ...ticketFields(input), position };
      });
      await events.saveTicketTypes(kept);
      // A question asked only for removed tickets can no longer be asked; others forget the removed ones.
      if (removedIds.size && event.questions.some((question) => question.onlyForTickets?.some((id) => removedIds.has(id)))) {
        const questions = event.questions.flatMap((question) => {
          if (!question.onlyForTickets?.length) return [question];
          const onlyForTickets = question.onlyForTickets.filter((id) => !removedIds.has(id));
          return onlyForTickets.length ? [{ ...question, onlyForTickets }] : [];
        });
        await events.updateDetails(eventId, { questions });
      }
    });
  }
}
