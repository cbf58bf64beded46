import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { isUuid } from '../../shared/ids.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { EventRepository } from '../application/ports/event-repository.port.js';
import type { Collaborator, EventDate, EventDetails, TicketingEvent, TicketType } from '../domain/event.js';
import { liveHolds } from './live-holds.js';
import { SEAT_CHANGES_CHANNEL, SEAT_LOCK_ORDER } from './seat-rows.js';
import { CollaboratorEntity, EventDateEntity, EventEntity, TicketTypeEntity, ticketTypeColumns, toCollaborator, toEvent, toEventDate, toTicketType } from './ticketing.entities.js';

/** A uuid[] parameter (of checked ids). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Tells the seat maps of these dates that what they show changed: their seats, or the prices of their ticket types. */
async function notifySeatMaps(em: EntityManager, dateIds: readonly string[]): Promise<void> {
  const unique = [...new Set(dateIds)];
  if (unique.length) await em.execute('SELECT pg_notify(?, d::text) FROM unnest(?::uuid[]) AS d', [SEAT_CHANGES_CHANNEL, uuidArray(unique)]);
}

/**
 * Replaces the list rows of these ticket types with their `customUserListIds`. A list deleted meanwhile is
 * left out, as its deletion would have removed its rows.
 */
async function writeLists(em: EntityManager, ticketTypes: readonly TicketType[]): Promise<void> {
  if (!ticketTypes.length) return;
  await em.execute('DELETE FROM ticketing.ticket_type_lists WHERE ticket_type_id = ANY(?::uuid[])', [uuidArray(ticketTypes.map((t) => t.id))]);
  const pairs = ticketTypes.flatMap((t) => t.customUserListIds.filter(isUuid).map((listId) => [t.id, listId] as const));
  if (!pairs.length) return;
  await em.execute(
    `INSERT INTO ticketing.ticket_type_lists (ticket_type_id, list_id)
     SELECT p.ticket_type_id, p.list_id FROM unnest(?::uuid[], ?::uuid[]) AS p (ticket_type_id, list_id)
     WHERE EXISTS (SELECT 1 FROM ticketing.custom_user_lists l WHERE l.id = p.list_id)`,
    [uuidArray(pairs.map(([ticketTypeId]) => ticketTypeId)), uuidArray(pairs.map(([, listId]) => listId))],
  );
}

@Injectable()
export class MikroOrmEventRepository extends EventRepository {
  /** Set on the repository that `transaction` hands out: its calls use that transaction. */
  private inTransaction = false;

  constructor(
    private readonly em: EntityManager,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {
    super();
  }

  /** The transaction's EntityManager, or a fresh one for a call that stands alone. */
  private get scope(): EntityManager {
    return this.inTransaction ? this.em : this.em.fork();
  }

  /** Several statements as one: in the transaction, or in one of their own. */
  private atomically<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.inTransaction ? work(this.em) : this.em.fork().transactional(work);
  }

  transaction<T>(work: (events: EventRepository) => Promise<T>): Promise<T> {
    return this.em.fork().transactional((em) => {
      const events = new MikroOrmEventRepository(em, this.pool);
      events.inTransaction = true;
      return work(events);
    });
  }

  async find(eventId: string): Promise<TicketingEvent | null> {
    if (!isUuid(eventId)) return null;
    const entity = await this.scope.findOne(EventEntity, { id: eventId });
    return entity && toEvent(entity);
  }

  async create(event: TicketingEvent, dates: readonly EventDate[], ticketTypes: readonly TicketType[]): Promise<void> {
    await this.atomically(async (em) => {
      // Flushed one level at a time: dates refer to the event, ticket types to their date.
      em.create(EventEntity, event);
      await em.flush();
      for (const date of dates) em.create(EventDateEntity, date);
      await em.flush();
      for (const ticketType of ticketTypes) em.create(TicketTypeEntity, ticketTypeColumns(ticketType));
      await em.flush();
      await writeLists(em, ticketTypes);
    });
  }

  async updateDetails(eventId: string, changes: Partial<EventDetails>): Promise<void> {
    const em = this.scope;
    const entity = await em.findOne(EventEntity, { id: eventId });
    if (!entity) return;
    em.assign(entity, changes);
    await em.flush();
  }

  async publish(eventId: string): Promise<'published' | 'unchanged' | null> {
    if (!isUuid(eventId)) return null;
    // Only a draft row is updated, so of two concurrent calls exactly one learns that it published the event.
    if ((await this.scope.nativeUpdate(EventEntity, { id: eventId, published: false }, { published: true })) > 0) return 'published';
    return (await this.scope.count(EventEntity, { id: eventId })) > 0 ? 'unchanged' : null;
  }

  async dates(eventId: string, options: { lock?: boolean } = {}): Promise<EventDate[]> {
    if (!isUuid(eventId)) return [];
    const dates = await this.scope.find(
      EventDateEntity,
      { eventId },
      options.lock ? { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE } : { orderBy: { startsAt: 'asc' } },
    );
    return dates.map(toEventDate);
  }

  async lastDate(eventId: string): Promise<EventDate | null> {
    if (!isUuid(eventId)) return null;
    const entity = await this.scope.findOne(EventDateEntity, { eventId }, { orderBy: { startsAt: 'desc' } });
    return entity && toEventDate(entity);
  }

  async addDate(date: EventDate, ticketTypes: readonly TicketType[]): Promise<void> {
    await this.atomically(async (em) => {
      em.create(EventDateEntity, date);
      await em.flush();
      for (const ticketType of ticketTypes) em.create(TicketTypeEntity, ticketTypeColumns(ticketType));
      await em.flush();
      await writeLists(em, ticketTypes);
    });
  }

  async removeDate(eventDateId: string): Promise<void> {
    await this.atomically(async (em) => {
      await em.execute('DELETE FROM ticketing.holds WHERE ticket_type_id IN (SELECT id FROM ticketing.ticket_types WHERE event_date_id = ?)', [eventDateId]);
      // Its seat rows (reserved seating) go too, locked first in the order every seat writer locks them; the
      // date's seat map learns of it.
      await em.execute(`SELECT 1 FROM ticketing.seats WHERE event_date_id = ? ORDER BY ${SEAT_LOCK_ORDER} FOR UPDATE`, [eventDateId]);
      await em.execute('DELETE FROM ticketing.seats WHERE event_date_id = ?', [eventDateId]);
      await notifySeatMaps(em, [eventDateId]);
      // Its ticket types go with it (ON DELETE CASCADE).
      await em.nativeDelete(EventDateEntity, { id: eventDateId });
    });
  }

  async ticketTypes(of: { eventId: string } | { eventDateId: string }, options: { lock?: boolean } = {}): Promise<TicketType[]> {
    if (!isUuid('eventId' in of ? of.eventId : of.eventDateId)) return [];
    const found = await this.scope.find(
      TicketTypeEntity,
      of,
      options.lock ? { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE } : { orderBy: { position: 'asc' } },
    );
    return found.map(toTicketType);
  }

  liveHolds(ticketTypeIds: readonly string[]): Promise<Map<string, number>> {
    return liveHolds(this.pool, ticketTypeIds);
  }

  async saveTicketTypes(ticketTypes: readonly TicketType[]): Promise<void> {
    const em = this.scope;
    const saved = new Map((await em.find(TicketTypeEntity, { id: { $in: ticketTypes.map((t) => t.id) } })).map((entity) => [entity.id, entity]));
    for (const ticketType of ticketTypes) {
      const entity = saved.get(ticketType.id);
      if (entity) em.assign(entity, ticketTypeColumns(ticketType));
      else em.create(TicketTypeEntity, ticketTypeColumns(ticketType));
    }
    await em.flush();
    await writeLists(em, ticketTypes);
    // The seat maps show each category's ticket types and prices.
    await notifySeatMaps(em, ticketTypes.map((t) => t.eventDateId));
  }

  async ownedLists(ownerId: string, listIds: readonly string[]): Promise<Set<string>> {
    const ids = listIds.filter(isUuid);
    if (!ids.length) return new Set();
    const rows = await this.scope.execute<{ id: string }[]>('SELECT id FROM ticketing.custom_user_lists WHERE owner_id = ? AND id = ANY(?::uuid[])', [ownerId, uuidArray(ids)]);
    return new Set(rows.map((row) => row.id));
  }

  async removeTicketTypes(ticketTypeIds: readonly string[]): Promise<void> {
    await this.atomically(async (em) => {
      const dates = await em.execute<{ event_date_id: string }[]>('SELECT DISTINCT event_date_id FROM ticketing.ticket_types WHERE id = ANY(?::uuid[])', [uuidArray(ticketTypeIds)]);
      for (const id of ticketTypeIds) {
        // Only expired holds remain on a type that may be removed; they go with it.
        await em.execute('DELETE FROM ticketing.holds WHERE ticket_type_id = ?', [id]);
        await em.nativeDelete(TicketTypeEntity, { id });
      }
      await notifySeatMaps(em, dates.map((row) => row.event_date_id));
    });
  }

  async collaborator(eventId: string, collaboratorId: string): Promise<Collaborator | null> {
    if (!isUuid(eventId) || !isUuid(collaboratorId)) return null;
    const entity = await this.scope.findOne(CollaboratorEntity, { id: collaboratorId, eventId });
    return entity && toCollaborator(entity);
  }

  async isOnTeam(eventId: string, profileId: string): Promise<boolean> {
    if (!isUuid(eventId) || !isUuid(profileId)) return false;
    return (await this.scope.count(CollaboratorEntity, { eventId, profileId })) > 0;
  }

  async addCollaborator(collaborator: Collaborator): Promise<boolean> {
    const em = this.scope;
    em.create(CollaboratorEntity, collaborator);
    try {
      await em.flush();
      return true;
    } catch (error) {
      // The event's team holds a profile once (unique index), whoever added it first.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }

  async updateCollaborator(collaborator: Collaborator): Promise<void> {
    const { id, eventId, ...changes } = collaborator;
    await this.scope.nativeUpdate(CollaboratorEntity, { id, eventId }, changes);
  }

  async removeCollaborator(which: { id: string; eventId: string } | { id: string; profileId: string }): Promise<boolean> {
    if (!Object.values(which).every(isUuid)) return false;
    return (await this.scope.nativeDelete(CollaboratorEntity, which)) > 0;
  }
}
