import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AccessSetting, BannerMessage, CheckoutQuestion, DonationSettings } from '../domain/event-rules.js';

@Entity({ schema: 'ticketing', tableName: 'course_categories' })
export class CourseCategoryEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'integer' }) position!: number;
}

/** An event ("course" in the seeds' paths): what is sold, by one owner, on one or many dates. */
@Entity({ schema: 'ticketing', tableName: 'events' })
export class EventEntity {
  [OptionalProps]?: 'description' | 'poster' | 'images' | 'videoUrl' | 'locationSetting' | 'locationName' | 'locationAddress' | 'latitude' | 'longitude' | 'categoryId' | 'tags' | 'published' | 'private' | 'refundsAllowed' | 'purchaseButtonText' | 'bannerMessages' | 'donation' | 'questions' | 'collectInformationSetting' | 'createdAt' | 'updatedAt';
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
  [OptionalProps]?: 'description' | 'sold' | 'salesStartAt' | 'salesEndAt' | 'visibilityScope' | 'category' | 'code' | 'quantityPerCode' | 'position';
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
  @Property({ type: 'integer' }) position: number = 0;
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

export const ticketingEntities = [CourseCategoryEntity, EventEntity, EventDateEntity, TicketTypeEntity, CollaboratorEntity];
