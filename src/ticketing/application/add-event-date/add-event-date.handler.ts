import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { assertValid, checkDates } from '../event-input.js';
import { seatNewDates } from '../seat-new-dates.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { SeatChartRepository } from '../ports/seat-chart-repository.port.js';
import { AddEventDateCommand } from './add-event-date.command.js';

@CommandHandler(AddEventDateCommand)
export class AddEventDateHandler implements ICommandHandler<AddEventDateCommand> {
  constructor(
    private readonly events: EventRepository,
    private readonly charts: SeatChartRepository,
  ) {}

  async execute({ eventId, date, copyTicketTypes }: AddEventDateCommand): Promise<{ id: string }> {
    assertValid(checkDates([date]));
    const id = randomUUID();
    await this.events.transaction(async (events) => {
      if (!(await events.find(eventId))) throw notFound(EVENT_MESSAGES.notFound);
      const last = copyTicketTypes ? await events.lastDate(eventId) : null;
      const templates = last ? await events.ticketTypes({ eventDateId: last.id }) : [];
      await events.addDate(
        { id, eventId, startsAt: new Date(date.startsAt), endsAt: date.endsAt ? new Date(date.endsAt) : null, doorTime: date.doorTime ? new Date(date.doorTime) : null },
        // Sales windows are moments tied to the other date, so the copies are on sale without one.
        templates.map((t) => ({ ...t, id: randomUUID(), eventDateId: id, sold: 0, salesStartAt: null, salesEndAt: null })),
      );
    });
    // A seated event's new date gets the seats of its chart.
    await seatNewDates(this.charts, eventId, [id]);
    return { id };
  }
}
