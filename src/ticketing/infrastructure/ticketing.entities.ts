import { OptionalProps } from '@mikro-orm/core';
import { Entity, Formula, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { asCurrency } from '../../shared/money.js';
import type { Collaborator, EventDate, TicketingEvent, TicketType } from '../domain/event.js';
import type { AccessSetting, BannerMessage, CheckoutQuestion, DonationSettings, EventTheme } from '../domain/event-rules.js';

@Entity({ schema: 'ticketing', tableName: 'course_categories' })
export class CourseCategoryEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'integer' }) position!: number;
}

/** An event ("course" in the seeds' paths): what is sold, by one owner, on one or many dates. */
@Entity({ schema: 'ticketing', tableName: 'events' })
export class EventEntity {
  [OptionalProps]?: 'description' | 'poster' | 'images' | 'videoUrl' | 'locationSetting' | 'locationName' | 'locationAddress' | 'latitude' | 'longitude' | 'categoryId' | 'tags' | 'published' | 'private' | 'refundsAllowed' | 'purchaseButtonText' | 'bannerMessages' | 'donation' | 'questions' | 'collectInformationSetting' | 'theme' | 'returnUrl' | 'seatChartId' | 'createdAt' | 'updatedAt';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) ownerId!: string;
  @Property({ type: 'text' }) name!: string;
  /** Sanitised HTML. */
  @Property({ type: 'text' }) description: string = '';
  /** Upload identifier of the poster. */
  @Property({ type: 'text', nullable: true }) poster: string | null = null;
  @Property({ type: 'json' }) images: string[] = [];
  @Property({ type: 'text', nullable: true }) videoUrl: string | null = null;
  @Property({ type: 'text' }) locationSetting: 'tba' | 'other' = 'tba';
  @Property({ type: 'text', nullable: true }) locationName: string | null = null;
  @Property({ type: 'text', nullable: true }) locationAddress: string | null = null;
  @Property({ type: 'double', nullable: true }) latitude: number | null = null;
  @Property({ type: 'double', nullable: true }) longitude: number | null = null;
  @Property({ type: 'text' }) timezone!: string;
  @Property({ type: 'uuid', nullable: true }) categoryId: string | null = null;
  @Property({ type: 'text[]' }) tags: string[] = [];
  @Property({ type: 'boolean' }) published: boolean = false;
  @Property({ type: 'boolean' }) private: boolean = false;
  @Property({ type: 'boolean' }) refundsAllowed: boolean = true;
  @Property({ type: 'text', nullable: true }) purchaseButtonText: string | null = null;
  @Property({ type: 'json' }) bannerMessages: BannerMessage[] = [];
  @Property({ type: 'json' }) donation: DonationSettings = {};
  @Property({ type: 'json' }) questions: CheckoutQuestion[] = [];
  @Property({ type: 'text' }) collectInformationSetting: 'each-attendee' | 'only-buyer' = 'each-attendee';
  @Property({ type: 'text' }) theme: EventTheme = 'light';
  @Property({ type: 'text', nullable: true }) returnUrl: string | null = null;
  /** The seat chart its dates use; the seating use cases set it (with the dates' seat rows). */
  @Property({ type: 'uuid', nullable: true }) seatChartId: string | null = null;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** One date of an event: a recurring series has several. */
@Entity({ schema: 'ticketing', tableName: 'event_dates' })
export class EventDateEntity {
  [OptionalProps]?: 'endsAt' | 'doorTime';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) eventId!: string;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) startsAt!: Date;
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true }) endsAt: Date | null = null;
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true }) doorTime: Date | null = null;
}

@Entity({ schema: 'ticketing', tableName: 'ticket_types' })
export class TicketTypeEntity {
  [OptionalProps]?: 'description' | 'sold' | 'salesStartAt' | 'salesEndAt' | 'visibilityScope' | 'category' | 'code' | 'quantityPerCode' | 'membershipTierIds' | 'customUserListIds' | 'initialQuantityPerCode' | 'position' | 'seatsCategoryKeys';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) eventId!: string;
  @Property({ type: 'uuid' }) eventDateId!: string;
  @Property({ type: 'text' }) attendance!: 'in-person' | 'online';
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) description: string = '';
  /** Minor units of `currency`. */
  @Property({ type: 'integer' }) price!: number;
  @Property({ type: 'text' }) currency!: string;
  @Property({ type: 'integer' }) quantity!: number;
  /** Tickets issued so far (checkout keeps it up to date). */
  @Property({ type: 'integer' }) sold: number = 0;
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true }) salesStartAt: Date | null = null;
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true }) salesEndAt: Date | null = null;
  @Property({ type: 'text' }) visibilityScope: 'secret' | 'member' | 'list' | 'other' = 'other';
  @Property({ type: 'text' }) category: 'Admission' | 'Add on' = 'Admission';
  @Property({ type: 'text', nullable: true }) code: string | null = null;
  @Property({ type: 'integer', nullable: true }) quantityPerCode: number | null = null;
  @Property({ type: 'uuid[]' }) membershipTierIds: string[] = [];
  /** Read from ticketing.ticket_type_lists; the event repository writes those rows itself. */
  @Formula((cols) => `(SELECT coalesce(array_agg(l.list_id ORDER BY l.list_id), '{}') FROM ticketing.ticket_type_lists l WHERE l.ticket_type_id = ${cols.id})`, { type: 'uuid[]' })
  customUserListIds: string[] = [];
  @Property({ type: 'integer', nullable: true }) initialQuantityPerCode: number | null = null;
  @Property({ type: 'integer' }) position: number = 0;
  @Property({ type: 'integer[]' }) seatsCategoryKeys: number[] = [];
}

@Entity({ schema: 'ticketing', tableName: 'collaborators' })
export class CollaboratorEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) eventId!: string;
  @Property({ type: 'uuid' }) profileId!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'boolean' }) canManage!: boolean;
  @Property({ type: 'text' }) accessSetting!: AccessSetting;
}

export const toEvent = (entity: EventEntity): TicketingEvent => ({
  id: entity.id,
  ownerId: entity.ownerId,
  name: entity.name,
  description: entity.description,
  poster: entity.poster,
  images: entity.images,
  videoUrl: entity.videoUrl,
  locationSetting: entity.locationSetting,
  locationName: entity.locationName,
  locationAddress: entity.locationAddress,
  latitude: entity.latitude,
  longitude: entity.longitude,
  timezone: entity.timezone,
  categoryId: entity.categoryId,
  tags: entity.tags,
  published: entity.published,
  private: entity.private,
  refundsAllowed: entity.refundsAllowed,
  purchaseButtonText: entity.purchaseButtonText,
  bannerMessages: entity.bannerMessages,
  donation: entity.donation,
  questions: entity.questions,
  collectInformationSetting: entity.collectInformationSetting,
  theme: entity.theme,
  returnUrl: entity.returnUrl,
  seatChartId: entity.seatChartId,
});

export const toEventDate = (entity: EventDateEntity): EventDate => ({
  id: entity.id,
  eventId: entity.eventId,
  startsAt: entity.startsAt,
  endsAt: entity.endsAt,
  doorTime: entity.doorTime,
});

/** A stored currency outside the table is a broken invariant: reading it fails rather than pricing in another currency. */
export const toTicketType = (entity: TicketTypeEntity): TicketType => ({
  id: entity.id,
  eventId: entity.eventId,
  eventDateId: entity.eventDateId,
  attendance: entity.attendance,
  name: entity.name,
  description: entity.description,
  price: entity.price,
  currency: asCurrency(entity.currency),
  quantity: entity.quantity,
  sold: entity.sold,
  salesStartAt: entity.salesStartAt,
  salesEndAt: entity.salesEndAt,
  visibilityScope: entity.visibilityScope,
  category: entity.category,
  code: entity.code,
  quantityPerCode: entity.quantityPerCode,
  membershipTierIds: entity.membershipTierIds,
  customUserListIds: entity.customUserListIds,
  initialQuantityPerCode: entity.initialQuantityPerCode,
  position: entity.position,
  seatsCategoryKeys: entity.seatsCategoryKeys,
});

/** The columns a ticket type's edit writes: all but `sold`, which only the inventory changes, and its lists (rows of their own). */
export const ticketTypeColumns = ({ sold: _sold, customUserListIds: _lists, ...columns }: TicketType): Omit<TicketType, 'sold' | 'customUserListIds'> => columns;

export const toCollaborator = (entity: CollaboratorEntity): Collaborator => ({
  id: entity.id,
  eventId: entity.eventId,
  profileId: entity.profileId,
  name: entity.name,
  canManage: entity.canManage,
  accessSetting: entity.accessSetting,
});

export const ticketingEntities = [CourseCategoryEntity, EventEntity, EventDateEntity, TicketTypeEntity, CollaboratorEntity];
