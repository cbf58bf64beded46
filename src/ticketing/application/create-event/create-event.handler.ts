import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { EventDateEntity, EventEntity, TicketTypeEntity } from '../../infrastructure/ticketing.entities.js';
import type { CheckoutQuestion, DonationSettings } from '../../domain/event-rules.js';
import { assertValid, checkDates, checkDetails, checkTicketTypes, prepareQuestions, sanitizeDescription, type EventDetailsInput, type TicketTypeInput } from '../event-input.js';
import { CreateEventCommand } from './create-event.command.js';

const donationSettings = (donation: DonationSettings): DonationSettings => ({
  ...(donation.includeAutomatically !== undefined ? { includeAutomatically: donation.includeAutomatically } : {}),
  ...(donation.title?.trim() ? { title: donation.title.trim() } : {}),
  ...(donation.description?.trim() ? { description: donation.description.trim() } : {}),
  ...(donation.suggestedAmount !== undefined ? { suggestedAmount: donation.suggestedAmount } : {}),
});

/** The event's columns from the form; `questions` already prepared (prepareQuestions). */
export function detailsToEntity(details: EventDetailsInput, questions: CheckoutQuestion[]): Partial<EventEntity> {
  return {
    name: details.name.trim(),
    description: sanitizeDescription(details.description ?? ''),
    categoryId: details.categoryId ?? null,
    timezone: details.timezone,
    locationSetting: details.locationSetting ?? (details.locationName || details.locationAddress ? 'other' : 'tba'),
    locationName: details.locationName ?? null,
    locationAddress: details.locationAddress ?? null,
    latitude: details.latitude ?? null,
    longitude: details.longitude ?? null,
    videoUrl: details.videoUrl?.trim() || null,
    poster: details.poster ?? null,
    images: details.images ?? [],
    tags: details.tags ?? [],
    private: details.private ?? false,
    refundsAllowed: details.refundsAllowed ?? true,
    purchaseButtonText: details.purchaseButtonText ?? null,
    bannerMessages: (details.bannerMessages ?? []).map((banner) => ({ ...banner, ctaUrl: banner.ctaUrl?.trim() || undefined })),
    donation: donationSettings(details.donation ?? {}),
    questions,
    collectInformationSetting: details.collectInformationSetting ?? 'each-attendee',
  };
}

export function ticketToEntity(ticket: TicketTypeInput, eventId: string, eventDateId: string, position: number) {
  return {
    id: randomUUID(),
    eventId,
    eventDateId,
    attendance: ticket.attendance,
    name: ticket.name.trim(),
    description: ticket.description ?? '',
    price: ticket.price,
    currency: ticket.currency,
    quantity: ticket.quantity,
    salesStartAt: ticket.salesStartAt ? new Date(ticket.salesStartAt) : null,
    salesEndAt: ticket.salesEndAt ? new Date(ticket.salesEndAt) : null,
    visibilityScope: ticket.visibilityScope ?? 'other',
    category: ticket.category ?? 'Admission',
    code: ticket.code ?? null,
    quantityPerCode: ticket.quantityPerCode ?? null,
    position,
  };
}

@CommandHandler(CreateEventCommand)
export class CreateEventHandler implements ICommandHandler<CreateEventCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, details, dates, ticketTypes }: CreateEventCommand): Promise<{ id: string }> {
    // Ticket types get their ids here, so a new event's questions apply to every ticket.
    const prepared = prepareQuestions(details.questions ?? [], new Set());
    assertValid(checkDetails(details), checkDates(dates), checkTicketTypes(ticketTypes), prepared.problems);
    const id = randomUUID();
    await this.em.fork().transactional(async (em) => {
      em.create(EventEntity, { id, ownerId, ...detailsToEntity(details, prepared.questions) } as EventEntity);
      await em.flush();
      for (const date of dates) {
        const dateId = randomUUID();
        em.create(EventDateEntity, {
          id: dateId,
          eventId: id,
          startsAt: new Date(date.startsAt),
          endsAt: date.endsAt ? new Date(date.endsAt) : null,
          doorTime: date.doorTime ? new Date(date.doorTime) : null,
        });
        await em.flush();
        ticketTypes.forEach((ticket, position) => em.create(TicketTypeEntity, ticketToEntity(ticket, id, dateId, position)));
      }
    });
    return { id };
  }
}
