import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { PublishedEvent } from '../contracts/public-events.js';
import { isUuid } from '../../shared/ids.js';
import { asCurrency, DEFAULT_CURRENCY } from '../../shared/money.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import type { OwnerEventsOptions, OwnerEventsPage } from '../application/list-owner-events/list-owner-events.query.js';
import type { CalendarDateRows, CalendarSearch } from '../application/calendar-view.js';
import type { PublicEventRows, PublicEventSearch } from '../application/public-event-card.js';
import type { PromoCodeFilter, PromoCodeRecord } from '../application/promo-code-view.js';
import { TicketingQueries, type Category, type SeatChartRecord, type DateOffer, type DateTickets, type EventContents, type ManagedTickets, type ShareCodeAllowance, type TicketCounts } from '../application/ports/ticketing-queries.port.js';
import type { ChatMessage, EventCreatorConversation } from '../domain/event-creator.js';
import type { AccessSetting } from '../domain/event-rules.js';
import type { Collaborator, TicketingEvent } from '../domain/event.js';
import { EventCreatorEntity, EventCreatorMessageEntity, toChatMessage, toConversation } from './event-creator.entities.js';
import { liveHolds } from './live-holds.js';
import { toPromoCode, type PromoCodeRow } from './postgres-promo-code-repository.adapter.js';
import { toCustomUserList, type CustomUserListRow } from './postgres-custom-user-list-repository.adapter.js';
import type { CustomUserListFilter, CustomUserListRecord, CustomUserListUserFilter } from '../application/custom-user-list-view.js';
import type { CustomUserListUser } from '../domain/custom-user-lists.js';
import type { SeatChart } from '../domain/seating/chart-rules.js';
import { toSeatChart } from './postgres-seat-chart-repository.adapter.js';
import { seatTaken } from './seat-rows.js';
import { CollaboratorEntity, CourseCategoryEntity, EventDateEntity, EventEntity, TicketTypeEntity, toCollaborator, toEvent, toEventDate, toTicketType } from './ticketing.entities.js';

// Sales sort keys are null on rows without admin access; those rows go last either way.
const OWNER_EVENT_SORT_COLUMNS = { startsAt: 'd.starts_at', revenue: 'revenue', ticketsSold: 'tickets_sold' } as const;

interface PublicEventRecord {
  id: string;
  name: string;
  poster: string | null;
  timezone: string;
  owner_id: string;
  collaborator_ids: string[];
  next_id: string | null;
  next_starts_at: Date | null;
  next_ends_at: Date | null;
  next_sold: number;
  last_starts_at: Date;
  future_count: number;
  location_setting: 'tba' | 'other';
  location_name: string | null;
  location_address: string | null;
  online: boolean;
  tags: string[];
  category_id: string | null;
  category_name: string | null;
  total: number;
}

interface CalendarDateRecord {
  id: string;
  event_id: string;
  name: string;
  description: string;
  poster: string | null;
  images: string[];
  timezone: string;
  tags: string[];
  starts_at: Date;
  ends_at: Date | null;
  location_setting: 'tba' | 'other';
  location_name: string | null;
  location_address: string | null;
  total: number;
}

/** A date still to come: it ends (or, without an end, starts) in the future. */
const UPCOMING_DATE = 'coalesce(d.ends_at, d.starts_at) > now()';

/** Numbered parameters for a statement built from fixed pieces. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Conditions on `e` (ticketing.events) of every public list: published, not private, with dates, and
 * upcoming (a date still to come) or past (every date over); of the profile when given (owner or collaborator).
 */
function publicEventConditions(params: Params, when: 'upcoming' | 'past' | 'any', profileId?: string): string[] {
  const where = ['e.published', 'NOT e.private'];
  if (when === 'upcoming') where.push(`EXISTS (SELECT 1 FROM ticketing.event_dates d WHERE d.event_id = e.id AND ${UPCOMING_DATE})`);
  else {
    where.push('EXISTS (SELECT 1 FROM ticketing.event_dates d WHERE d.event_id = e.id)');
    if (when === 'past') where.push(`NOT EXISTS (SELECT 1 FROM ticketing.event_dates d WHERE d.event_id = e.id AND ${UPCOMING_DATE})`);
  }
  if (profileId !== undefined) {
    const profile = params.add(profileId);
    where.push(`(e.owner_id = ${profile} OR EXISTS (SELECT 1 FROM ticketing.collaborators c WHERE c.event_id = e.id AND c.profile_id = ${profile}))`);
  }
  return where;
}

type PromoCodeRecordRow = PromoCodeRow & { course_categories: Category[]; total?: number };

/** The categories a promo code names, in their own order. */
const PROMO_CATEGORIES = `coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.position)
  FROM ticketing.course_categories c WHERE c.id = ANY(p.course_category_ids)), '[]')`;

const toPromoCodeRecord = (row: PromoCodeRecordRow): PromoCodeRecord => ({ ...toPromoCode(row), courseCategories: row.course_categories });

/**
 * The list's order, from fixed pieces (never the request's text): by code, by discount (fixed amounts
 * before percentages, each by size) or by uses, then by code; newest first without a sort.
 */
function promoCodeOrder({ sort, direction }: PromoCodeFilter): string {
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  if (sort === 'code') return `upper(p.code) ${dir}, p.id`;
  if (sort === 'discount') return `(p.percentage_value IS NOT NULL) ${dir}, coalesce(p.percentage_value, p.amount) ${dir}, upper(p.code), p.id`;
  if (sort === 'uses') return `p.uses ${dir}, upper(p.code), p.id`;
  return 'p.created_at DESC, p.id';
}

interface OwnerEventRecord {
  id: string;
  course: string;
  name: string;
  published: boolean;
  starts_at: Date;
  timezone: string;
  access: AccessSetting;
  currency: string | null;
  revenue: number | null;
  tickets_sold: number | null;
  tickets: { name: string; ticketsSold: number | null }[];
  total: number;
}

@Injectable()
export class PostgresTicketingQueries extends TicketingQueries {
  constructor(
    private readonly em: EntityManager,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {
    super();
  }

  async event(eventId: string): Promise<TicketingEvent | null> {
    if (!isUuid(eventId)) return null;
    const entity = await this.em.fork().findOne(EventEntity, { id: eventId });
    return entity && toEvent(entity);
  }

  async eventContents(event: Pick<TicketingEvent, 'id' | 'categoryId'>): Promise<EventContents> {
    const em = this.em.fork();
    const [dates, tickets, collaborators, category] = await Promise.all([
      em.find(EventDateEntity, { eventId: event.id }),
      em.find(TicketTypeEntity, { eventId: event.id }, { orderBy: { position: 'asc' } }),
      em.find(CollaboratorEntity, { eventId: event.id }),
      event.categoryId ? em.findOne(CourseCategoryEntity, { id: event.categoryId }) : Promise.resolve(null),
    ]);
    return {
      dates: dates.map(toEventDate),
      ticketTypes: tickets.map(toTicketType),
      collaborators: collaborators.map(toCollaborator),
      category: category && { id: category.id, name: category.name },
      held: await liveHolds(this.pool, tickets.map((t) => t.id)),
    };
  }

  async dateTickets(eventDateId: string, attendance?: 'in-person' | 'online'): Promise<DateTickets | null> {
    if (!isUuid(eventDateId)) return null;
    const em = this.em.fork();
    const date = await em.findOne(EventDateEntity, { id: eventDateId });
    const event = date && (await em.findOne(EventEntity, { id: date.eventId }));
    if (!event) return null;
    const tickets = await em.find(
      TicketTypeEntity,
      { eventDateId, visibilityScope: { $ne: 'secret' }, ...(attendance ? { attendance } : {}) },
      { orderBy: { position: 'asc' } },
    );
    return { event: toEvent(event), ticketTypes: tickets.map(toTicketType), held: await liveHolds(this.pool, tickets.map((t) => t.id)) };
  }

  async managedTickets(eventId: string): Promise<ManagedTickets | null> {
    if (!isUuid(eventId)) return null;
    const em = this.em.fork();
    const event = await em.findOne(EventEntity, { id: eventId });
    if (!event) return null;
    const [dates, tickets] = await Promise.all([
      em.find(EventDateEntity, { eventId }, { orderBy: { startsAt: 'asc' } }),
      em.find(TicketTypeEntity, { eventId }, { orderBy: { position: 'asc' } }),
    ]);
    return { event: toEvent(event), dates: dates.map(toEventDate), ticketTypes: tickets.map(toTicketType) };
  }

  async publishedEvent(eventId: string): Promise<PublishedEvent | null> {
    if (!isUuid(eventId)) return null;
    const { rows } = await this.pool.query<{ id: string; owner_id: string; date_ids: string[] }>(
      `SELECT e.id, e.owner_id, ARRAY(SELECT d.id FROM ticketing.event_dates d WHERE d.event_id = e.id ORDER BY d.starts_at) AS date_ids
         FROM ticketing.events e WHERE e.id = $1 AND e.published`,
      [eventId],
    );
    const row = rows[0];
    return row ? { id: row.id, ownerId: row.owner_id, dateIds: row.date_ids } : null;
  }

  async dateOffer(eventDateId: string): Promise<DateOffer | null> {
    if (!isUuid(eventDateId)) return null;
    const em = this.em.fork();
    const date = await em.findOne(EventDateEntity, { id: eventDateId });
    const event = date && (await em.findOne(EventEntity, { id: date.eventId }));
    if (!date || !event) return null;
    const [tickets, category] = await Promise.all([
      em.find(TicketTypeEntity, { eventDateId }, { orderBy: { position: 'asc' } }),
      event.categoryId ? em.findOne(CourseCategoryEntity, { id: event.categoryId }) : Promise.resolve(null),
    ]);
    return {
      event: toEvent(event),
      categoryName: category?.name ?? null,
      date: toEventDate(date),
      ticketTypes: tickets.map(toTicketType),
    };
  }

  async ticketCounts(ticketTypeIds: readonly string[]): Promise<TicketCounts> {
    const ids = ticketTypeIds.filter(isUuid);
    if (!ids.length) return new Map();
    const [sold, held] = await Promise.all([
      this.pool.query<{ id: string; sold: number }>('SELECT id, sold FROM ticketing.ticket_types WHERE id = ANY($1::uuid[])', [ids]),
      liveHolds(this.pool, ids),
    ]);
    return new Map(sold.rows.map((row) => [row.id, { sold: row.sold, held: held.get(row.id) ?? 0 }]));
  }

  async listedTicketTypes(ticketTypeIds: readonly string[], email: string): Promise<Set<string>> {
    const ids = ticketTypeIds.filter(isUuid);
    if (!ids.length) return new Set();
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT DISTINCT t.id FROM ticketing.ticket_types t
       JOIN ticketing.ticket_type_lists tl ON tl.ticket_type_id = t.id
       JOIN ticketing.custom_user_list_users u ON u.list_id = tl.list_id
       WHERE t.id = ANY($1::uuid[]) AND t.visibility_scope = 'list' AND u.email = lower(btrim($2))`,
      [ids, email],
    );
    return new Set(rows.map((row) => row.id));
  }

  async shareCodeAllowances(ticketTypeIds: readonly string[], codes: readonly string[], exceptOrderId: string | null): Promise<ShareCodeAllowance[]> {
    const ids = ticketTypeIds.filter(isUuid);
    if (!ids.length || !codes.length) return [];
    // Tickets held (until their deadline) or sold through the code count against its allowance, as Inventory.hold counts them.
    const { rows } = await this.pool.query<ShareCodeAllowance>(
      `SELECT c.code, c.ticket_type_id AS "ticketTypeId", c.email,
              greatest(0, t.initial_quantity_per_code - coalesce((
                SELECT sum(h.quantity) FROM ticketing.holds h
                WHERE h.share_code = c.code AND h.ticket_type_id = c.ticket_type_id AND (h.committed OR h.expires_at > now())
                  AND ($3::uuid IS NULL OR h.order_id <> $3::uuid)), 0)) AS "left"
       FROM ticketing.list_share_codes c JOIN ticketing.ticket_types t ON t.id = c.ticket_type_id
       WHERE c.ticket_type_id = ANY($1::uuid[]) AND c.code = ANY($2::text[])
         AND t.visibility_scope = 'list' AND t.initial_quantity_per_code IS NOT NULL
         AND EXISTS (SELECT 1 FROM ticketing.ticket_type_lists tl JOIN ticketing.custom_user_list_users u ON u.list_id = tl.list_id
                     WHERE tl.ticket_type_id = t.id AND u.email = c.email)`,
      [ids, codes, isUuid(exceptOrderId) ? exceptOrderId : null],
    );
    return rows;
  }

  async shareCodeOf(ticketTypeId: string, email: string, newCode: () => string): Promise<string | null> {
    if (!isUuid(ticketTypeId)) return null;
    for (;;) {
      const code = newCode();
      // Made only for a listed holder of a list ticket type with an allowance; the holder's saved code stays.
      const created = await this.pool.query<{ code: string }>(
        `INSERT INTO ticketing.list_share_codes (code, ticket_type_id, email)
         SELECT $1, t.id, $3 FROM ticketing.ticket_types t
         WHERE t.id = $2 AND t.visibility_scope = 'list' AND t.initial_quantity_per_code IS NOT NULL
           AND EXISTS (SELECT 1 FROM ticketing.ticket_type_lists tl JOIN ticketing.custom_user_list_users u ON u.list_id = tl.list_id
                       WHERE tl.ticket_type_id = t.id AND u.email = $3)
         ON CONFLICT DO NOTHING RETURNING code`,
        [code, ticketTypeId, email],
      );
      if (created.rows[0]) return created.rows[0].code;
      const { rows } = await this.pool.query<{ saved: string | null; taken: boolean }>(
        `SELECT (SELECT code FROM ticketing.list_share_codes WHERE ticket_type_id = $1 AND email = $2) AS saved,
                EXISTS (SELECT 1 FROM ticketing.list_share_codes WHERE code = $3) AS taken`,
        [ticketTypeId, email, code],
      );
      if (rows[0]!.saved !== null) return rows[0]!.saved;
      // Another holder has this code: try another; otherwise the holder does not qualify.
      if (!rows[0]!.taken) return null;
    }
  }

  async promoCodeCovers(ownerId: string, categoryId: string | null): Promise<boolean> {
    if (!isUuid(ownerId)) return false;
    const { rows } = await this.pool.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ticketing.promo_codes p
                      WHERE p.owner_id = $1 AND (p.ends_at IS NULL OR p.ends_at > now())
                        AND (p.scope = 'owner' OR $2::uuid = ANY(p.course_category_ids))) AS found`,
      [ownerId, isUuid(categoryId) ? categoryId : null],
    );
    return rows[0]!.found;
  }

  async ownerEvents(ownerId: string, options: OwnerEventsOptions): Promise<OwnerEventsPage> {
    const where = [options.past ? 'coalesce(d.ends_at, d.starts_at) <= now()' : 'coalesce(d.ends_at, d.starts_at) > now()'];
    const params: unknown[] = [ownerId, ownerId, ownerId];
    if (options.query) {
      where.push('e.name ILIKE ?');
      params.push(`%${options.query.replace(/[%_\\]/g, '\\$&')}%`);
    }
    if (options.categoryId) {
      where.push('e.category_id = ?');
      params.push(options.categoryId);
    }
    // Sort column and direction come from fixed lists, never from the request text.
    const order = `${OWNER_EVENT_SORT_COLUMNS[options.sort]} ${options.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, d.starts_at, d.id`;
    // The owner's own events (its managers have every right on them), then the events the owner
    // collaborates on as staff, with the access setting the event's team gave it. Revenue is one amount
    // in one currency: a date whose ticket types are priced in several currencies has none. Sums and
    // counts are bigints, read as exact numbers (src/shared/persistence/pg-types.ts).
    const rows = await this.em.fork().getConnection().execute<OwnerEventRecord[]>(
      `WITH listed AS (
         SELECT e.id AS event_id, 'admin'::text AS access FROM ticketing.events e WHERE e.owner_id = ?
         UNION ALL
         SELECT c.event_id, c.access_setting FROM ticketing.collaborators c JOIN ticketing.events e ON e.id = c.event_id
         WHERE c.profile_id = ? AND c.can_manage AND e.owner_id <> ?
       )
       SELECT d.id, e.id AS course, e.name, e.published, d.starts_at, e.timezone, l.access,
              (array_agg(t.currency ORDER BY t.position) FILTER (WHERE t.id IS NOT NULL))[1] AS currency,
              CASE WHEN l.access = 'admin' AND count(DISTINCT t.currency) <= 1 THEN coalesce(sum(t.sold::bigint * t.price), 0)::bigint END AS revenue,
              CASE WHEN l.access = 'admin' THEN coalesce(sum(t.sold), 0) END AS tickets_sold,
              coalesce(json_agg(json_build_object('name', t.name, 'ticketsSold', CASE WHEN l.access = 'admin' THEN t.sold END) ORDER BY t.position)
                FILTER (WHERE t.id IS NOT NULL), '[]') AS tickets,
              count(*) OVER () AS total
       FROM listed l
       JOIN ticketing.events e ON e.id = l.event_id
       JOIN ticketing.event_dates d ON d.event_id = e.id
       LEFT JOIN ticketing.ticket_types t ON t.event_date_id = d.id
       WHERE ${where.join(' AND ')}
       GROUP BY d.id, e.id, l.access
       ORDER BY ${order}
       LIMIT ? OFFSET ?`,
      [...params, options.perPage, (options.page - 1) * options.perPage],
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        course: row.course,
        name: row.name,
        published: row.published,
        startsAt: new Date(row.starts_at).toISOString(),
        timezone: row.timezone,
        // A date without ticket types has sold nothing: its revenue of 0 is in the currency new ticket types start with.
        currency: row.currency === null ? DEFAULT_CURRENCY : asCurrency(row.currency),
        revenue: row.revenue,
        ticketsSold: row.tickets_sold,
        ticketTypesCount: row.tickets.length,
        tickets: row.tickets,
        userAccessSetting: row.access,
      })),
      page: options.page,
      perPage: options.perPage,
      totalCount: rows[0]?.total ?? 0,
    };
  }

  async categories(): Promise<Category[]> {
    const categories = await this.em.fork().find(CourseCategoryEntity, {}, { orderBy: { position: 'asc' } });
    return categories.map(({ id, name }) => ({ id, name }));
  }

  async teachings(eventId: string): Promise<Collaborator[] | null> {
    if (!isUuid(eventId)) return null;
    const em = this.em.fork();
    if (!(await em.findOne(EventEntity, { id: eventId }, { fields: ['id'] }))) return null;
    return (await em.find(CollaboratorEntity, { eventId })).map(toCollaborator);
  }

  async ownerOf(eventId: string): Promise<string | null> {
    if (!isUuid(eventId)) return null;
    return (await this.em.fork().findOne(EventEntity, { id: eventId }, { fields: ['ownerId'] }))?.ownerId ?? null;
  }

  async managingAccess(eventId: string, profileId: string): Promise<AccessSetting | null> {
    if (!isUuid(eventId) || !isUuid(profileId)) return null;
    const found = await this.em.fork().findOne(CollaboratorEntity, { eventId, profileId, canManage: true }, { fields: ['accessSetting'] });
    return found?.accessSetting ?? null;
  }

  async eventCreatorOwner(conversationId: string): Promise<string | null> {
    if (!isUuid(conversationId)) return null;
    return (await this.em.fork().findOne(EventCreatorEntity, { id: conversationId }, { fields: ['ownerId'] }))?.ownerId ?? null;
  }

  async eventCreator(conversationId: string): Promise<(EventCreatorConversation & { messages: ChatMessage[] }) | null> {
    if (!isUuid(conversationId)) return null;
    const em = this.em.fork();
    const conversation = await em.findOne(EventCreatorEntity, { id: conversationId });
    if (!conversation) return null;
    const messages = await em.find(EventCreatorMessageEntity, { eventCreatorId: conversationId }, { orderBy: { createdAt: 'asc' } });
    return { ...toConversation(conversation), messages: messages.map(toChatMessage) };
  }

  async publicEvents(search: PublicEventSearch): Promise<PublicEventRows> {
    if ((search.profileId !== undefined && !isUuid(search.profileId)) || (search.categoryId !== undefined && !isUuid(search.categoryId))) return { rows: [], totalCount: 0 };
    const params = new Params();
    const where = publicEventConditions(params, search.when, search.profileId);
    if (search.categoryId !== undefined) where.push(`e.category_id = ${params.add(search.categoryId)}`);
    const query = search.search === null ? null : `to_tsquery('public.limelight_search', ${params.add(search.search)})`;
    if (query) where.push(`e.search @@ ${query}`);
    if (search.startsFrom || search.startsBefore) {
      const range = [search.when === 'upcoming' ? UPCOMING_DATE : 'true'];
      if (search.startsFrom) range.push(`d.starts_at >= ${params.add(search.startsFrom)}`);
      if (search.startsBefore) range.push(`d.starts_at < ${params.add(search.startsBefore)}`);
      where.push(`EXISTS (SELECT 1 FROM ticketing.event_dates d WHERE d.event_id = e.id AND ${range.join(' AND ')})`);
    }
    // Orders are built from fixed pieces, never from the request text.
    const order = [
      ...(query ? [`ts_rank(e.search, ${query}) DESC`] : []),
      ...(search.featured
        ? [`(SELECT coalesce(sum(t.sold), 0) FROM ticketing.ticket_types t JOIN ticketing.event_dates d ON d.id = t.event_date_id WHERE t.event_id = e.id AND ${UPCOMING_DATE}) DESC`]
        : []),
      search.when === 'upcoming' ? 'n.starts_at ASC' : 's.last_starts_at DESC',
      'e.id',
    ];
    const filterValues = [...params.values];
    const { rows } = await this.pool.query<PublicEventRecord>(
      `SELECT e.id, e.name, e.poster, e.timezone, e.owner_id, e.location_setting, e.location_name, e.location_address, e.tags,
              cat.id AS category_id, cat.name AS category_name,
              n.id AS next_id, n.starts_at AS next_starts_at, n.ends_at AS next_ends_at,
              (SELECT coalesce(sum(t.sold), 0) FROM ticketing.ticket_types t WHERE t.event_date_id = n.id) AS next_sold,
              s.last_starts_at, s.future_count,
              EXISTS (SELECT 1 FROM ticketing.ticket_types t WHERE t.event_id = e.id AND t.attendance = 'online' AND t.visibility_scope <> 'secret') AS online,
              coalesce((SELECT array_agg(c.profile_id ORDER BY c.name, c.profile_id) FROM ticketing.collaborators c WHERE c.event_id = e.id AND c.profile_id <> e.owner_id), '{}') AS collaborator_ids,
              count(*) OVER () AS total
       FROM ticketing.events e
       CROSS JOIN LATERAL (
         SELECT max(d.starts_at) AS last_starts_at, count(*) FILTER (WHERE ${UPCOMING_DATE}) AS future_count
         FROM ticketing.event_dates d WHERE d.event_id = e.id
       ) s
       LEFT JOIN LATERAL (
         SELECT d.id, d.starts_at, d.ends_at FROM ticketing.event_dates d WHERE d.event_id = e.id AND ${UPCOMING_DATE} ORDER BY d.starts_at, d.id LIMIT 1
       ) n ON true
       LEFT JOIN ticketing.course_categories cat ON cat.id = e.category_id
       WHERE ${where.join(' AND ')}
       ORDER BY ${order.join(', ')}
       LIMIT ${params.add(search.perPage)} OFFSET ${params.add((search.page - 1) * search.perPage)}`,
      params.values,
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        poster: row.poster,
        timezone: row.timezone,
        ownerId: row.owner_id,
        collaboratorIds: row.collaborator_ids,
        nextEvent: row.next_id === null ? null : { id: row.next_id, startsAt: row.next_starts_at!, endsAt: row.next_ends_at, registrationsCount: row.next_sold },
        lastEvent: { startsAt: row.last_starts_at },
        futureEventCount: row.future_count,
        locationSetting: row.location_setting,
        locationName: row.location_name,
        locationAddress: row.location_address,
        online: row.online,
        tags: row.tags,
        category: row.category_id === null ? null : { id: row.category_id, name: row.category_name! },
      })),
      totalCount: rows[0]?.total ?? (search.page > 1 ? await this.count(`SELECT count(*) AS total FROM ticketing.events e WHERE ${where.join(' AND ')}`, filterValues) : 0),
    };
  }

  async calendarDates(search: CalendarSearch): Promise<CalendarDateRows> {
    if (search.profileId !== undefined && !isUuid(search.profileId)) return { rows: [], totalCount: 0 };
    const params = new Params();
    const where = [...publicEventConditions(params, 'any', search.profileId), `coalesce(d.ends_at, d.starts_at) >= ${params.add(search.from)}`];
    if (search.before) where.push(`d.starts_at < ${params.add(search.before)}`);
    if (search.search !== null) where.push(`e.search @@ to_tsquery('public.limelight_search', ${params.add(search.search)})`);
    if (search.tags.length > 0) where.push(`EXISTS (SELECT 1 FROM unnest(e.tags) tag WHERE lower(tag) = ANY(${params.add(search.tags)}::text[]))`);
    const filterValues = [...params.values];
    const from = 'FROM ticketing.event_dates d JOIN ticketing.events e ON e.id = d.event_id';
    const { rows } = await this.pool.query<CalendarDateRecord>(
      `SELECT d.id, e.id AS event_id, e.name, e.description, e.poster, e.images, e.timezone, e.tags, d.starts_at, d.ends_at,
              e.location_setting, e.location_name, e.location_address, count(*) OVER () AS total
       ${from}
       WHERE ${where.join(' AND ')}
       ORDER BY d.starts_at, d.id
       LIMIT ${params.add(search.perPage)} OFFSET ${params.add((search.page - 1) * search.perPage)}`,
      params.values,
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        eventId: row.event_id,
        name: row.name,
        description: row.description,
        poster: row.poster,
        images: row.images,
        timezone: row.timezone,
        tags: row.tags,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        locationSetting: row.location_setting,
        locationName: row.location_name,
        locationAddress: row.location_address,
      })),
      totalCount: rows[0]?.total ?? (search.page > 1 ? await this.count(`SELECT count(*) AS total ${from} WHERE ${where.join(' AND ')}`, filterValues) : 0),
    };
  }

  /** How many a list has in all, for a page past its end (whose rows cannot say). */
  private async count(sql: string, values: unknown[]): Promise<number> {
    const { rows } = await this.pool.query<{ total: number }>(sql, values);
    return rows[0]?.total ?? 0;
  }

  async publicEventCategories(profileId: string, past: boolean): Promise<Category[]> {
    if (!isUuid(profileId)) return [];
    const params = new Params();
    const where = publicEventConditions(params, past ? 'past' : 'upcoming', profileId);
    const { rows } = await this.pool.query<Category>(
      `SELECT cat.id, cat.name FROM ticketing.course_categories cat
       WHERE EXISTS (SELECT 1 FROM ticketing.events e WHERE e.category_id = cat.id AND ${where.join(' AND ')})
       ORDER BY cat.position`,
      params.values,
    );
    return rows;
  }

  async hasPublicEvents(profileId: string): Promise<boolean> {
    if (!isUuid(profileId)) return false;
    const params = new Params();
    const where = publicEventConditions(params, 'any', profileId);
    const { rows } = await this.pool.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM ticketing.events e WHERE ${where.join(' AND ')}) AS found`, params.values);
    return rows[0]!.found;
  }

  async organizers(page: number, perPage: number): Promise<{ ids: string[]; totalCount: number }> {
    const params = new Params();
    const where = publicEventConditions(params, 'any');
    const filterValues = [...params.values];
    const { rows } = await this.pool.query<{ owner_id: string; total: number }>(
      `SELECT e.owner_id, count(*) OVER () AS total
       FROM ticketing.events e
       WHERE ${where.join(' AND ')}
       GROUP BY e.owner_id
       ORDER BY count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ticketing.event_dates d WHERE d.event_id = e.id AND ${UPCOMING_DATE})) DESC, count(*) DESC, e.owner_id
       LIMIT ${params.add(perPage)} OFFSET ${params.add((page - 1) * perPage)}`,
      params.values,
    );
    const totalCount = rows[0]?.total ?? (page > 1 ? await this.count(`SELECT count(DISTINCT e.owner_id) AS total FROM ticketing.events e WHERE ${where.join(' AND ')}`, filterValues) : 0);
    return { ids: rows.map((row) => row.owner_id), totalCount };
  }

  async promoCodes(filter: PromoCodeFilter): Promise<{ rows: PromoCodeRecord[]; totalCount: number }> {
    const params = new Params();
    const where = [`p.owner_id = ${params.add(filter.ownerId)}`];
    if (filter.query) where.push(`p.code ILIKE ${params.add(`%${filter.query.replace(/[%_\\]/g, '\\$&')}%`)}`);
    const filterValues = [...params.values];
    const { rows } = await this.pool.query<PromoCodeRecordRow>(
      `SELECT p.*, ${PROMO_CATEGORIES} AS course_categories, count(*) OVER () AS total
       FROM ticketing.promo_codes p
       WHERE ${where.join(' AND ')}
       ORDER BY ${promoCodeOrder(filter)}
       LIMIT ${params.add(filter.perPage)} OFFSET ${params.add((filter.page - 1) * filter.perPage)}`,
      params.values,
    );
    const totalCount = rows[0]?.total ?? (filter.page > 1 ? await this.count(`SELECT count(*) AS total FROM ticketing.promo_codes p WHERE ${where.join(' AND ')}`, filterValues) : 0);
    return { rows: rows.map(toPromoCodeRecord), totalCount };
  }

  async promoCode(ownerId: string, promoCodeId: string): Promise<PromoCodeRecord | null> {
    if (!isUuid(promoCodeId)) return null;
    const { rows } = await this.pool.query<PromoCodeRecordRow>(
      `SELECT p.*, ${PROMO_CATEGORIES} AS course_categories FROM ticketing.promo_codes p WHERE p.owner_id = $1 AND p.id = $2`,
      [ownerId, promoCodeId],
    );
    return rows[0] ? toPromoCodeRecord(rows[0]) : null;
  }

  async customUserLists(filter: CustomUserListFilter): Promise<{ rows: CustomUserListRecord[]; totalCount: number }> {
    const params = new Params();
    const where = [`l.owner_id = ${params.add(filter.ownerId)}`];
    if (filter.query) where.push(`l.name ILIKE ${params.add(`%${filter.query.replace(/[%_\\]/g, '\\$&')}%`)}`);
    const filterValues = [...params.values];
    const dir = filter.direction === 'desc' ? 'DESC' : 'ASC';
    // From fixed pieces (never the request's text); newest first without a sort.
    const order = { name: `lower(l.name) ${dir}, l.id`, userCount: `user_count ${dir}, lower(l.name), l.id`, createdAt: `l.created_at ${dir}, l.id` }[filter.sort ?? 'createdAt'];
    const { rows } = await this.pool.query<CustomUserListRow & { user_count: number; total: number }>(
      `SELECT l.id, l.owner_id, l.name, l.created_at, ${LIST_USER_COUNT} AS user_count, count(*) OVER () AS total
       FROM ticketing.custom_user_lists l
       WHERE ${where.join(' AND ')}
       ORDER BY ${filter.sort ? order : 'l.created_at DESC, l.id'}
       LIMIT ${params.add(filter.perPage)} OFFSET ${params.add((filter.page - 1) * filter.perPage)}`,
      params.values,
    );
    const totalCount = rows[0]?.total ?? (filter.page > 1 ? await this.count(`SELECT count(*) AS total FROM ticketing.custom_user_lists l WHERE ${where.join(' AND ')}`, filterValues) : 0);
    return { rows: rows.map((row) => ({ ...toCustomUserList(row), userCount: row.user_count })), totalCount };
  }

  async customUserList(listId: string): Promise<CustomUserListRecord | null> {
    if (!isUuid(listId)) return null;
    const { rows } = await this.pool.query<CustomUserListRow & { user_count: number }>(
      `SELECT l.id, l.owner_id, l.name, l.created_at, ${LIST_USER_COUNT} AS user_count FROM ticketing.custom_user_lists l WHERE l.id = $1`,
      [listId],
    );
    return rows[0] ? { ...toCustomUserList(rows[0]), userCount: rows[0].user_count } : null;
  }

  async customUserListUsers(filter: CustomUserListUserFilter): Promise<{ rows: CustomUserListUser[]; totalCount: number }> {
    if (!isUuid(filter.listId)) return { rows: [], totalCount: 0 };
    const params = new Params();
    const where = [`u.list_id = ${params.add(filter.listId)}`];
    if (filter.query) where.push(`u.email ILIKE ${params.add(`%${filter.query.replace(/[%_\\]/g, '\\$&')}%`)}`);
    const filterValues = [...params.values];
    const { rows } = await this.pool.query<{ id: string; list_id: string; email: string; created_at: Date; total: number }>(
      `SELECT u.id, u.list_id, u.email, u.created_at, count(*) OVER () AS total
       FROM ticketing.custom_user_list_users u
       WHERE ${where.join(' AND ')}
       ORDER BY u.created_at DESC, u.email, u.id
       LIMIT ${params.add(filter.perPage)} OFFSET ${params.add((filter.page - 1) * filter.perPage)}`,
      params.values,
    );
    const totalCount = rows[0]?.total ?? (filter.page > 1 ? await this.count(`SELECT count(*) AS total FROM ticketing.custom_user_list_users u WHERE ${where.join(' AND ')}`, filterValues) : 0);
    return { rows: rows.map((row) => ({ id: row.id, listId: row.list_id, email: row.email, createdAt: row.created_at })), totalCount };
  }

  async seatCharts(ownerId: string): Promise<SeatChartRecord[]> {
    if (!isUuid(ownerId)) return [];
    const { rows } = await this.pool.query(
      `SELECT c.id, c.owner_id, c.name, c.version, c.definition, c.created_at, c.updated_at,
         (SELECT count(*) FROM ticketing.events e WHERE e.seat_chart_id = c.id) AS events_count
       FROM ticketing.seat_charts c WHERE c.owner_id = $1 ORDER BY lower(c.name), c.created_at`,
      [ownerId],
    );
    return rows.map((row) => ({ chart: toSeatChart(row), eventsCount: row.events_count as number }));
  }

  async seatChart(chartId: string): Promise<SeatChart | null> {
    if (!isUuid(chartId)) return null;
    const { rows } = await this.pool.query('SELECT id, owner_id, name, version, definition, created_at, updated_at FROM ticketing.seat_charts WHERE id = $1', [chartId]);
    return rows[0] ? toSeatChart(rows[0]) : null;
  }

  async takenSeatLabels(chartId: string): Promise<string[]> {
    if (!isUuid(chartId)) return [];
    const { rows } = await this.pool.query<{ label: string }>(
      `SELECT DISTINCT s.label FROM ticketing.seats s JOIN ticketing.event_dates d ON d.id = s.event_date_id JOIN ticketing.events e ON e.id = d.event_id
       WHERE e.seat_chart_id = $1 AND ${seatTaken('s')} ORDER BY s.label`,
      [chartId],
    );
    return rows.map((row) => row.label);
  }
}

/** How many addresses the list `l` has. */
const LIST_USER_COUNT = '(SELECT count(*) FROM ticketing.custom_user_list_users u WHERE u.list_id = l.id)';
