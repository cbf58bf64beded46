import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { asCurrency, DEFAULT_CURRENCY } from '../../shared/money.js';
import type { Profile, ProfileType } from '../domain/account.js';
import { featureFlagsOf } from '../domain/feature-flags.js';

/** A profile is an owner: a user or an organization (type School). Usernames are unique across both. */
@Entity({ schema: 'accounts', tableName: 'profiles' })
export class ProfileEntity {
  [OptionalProps]?: 'id' | 'description' | 'avatar' | 'banner' | 'timezone' | 'currency' | 'social' | 'featureFlags' | 'stripeAccountId' | 'stripeChargesEnabled' | 'stripePayoutsEnabled' | 'stripeAccountUpdatedAt' | 'googleAnalyticsId' | 'metaPixelId' | 'googleTagManagerContainerId' | 'deletedAt' | 'createdAt' | 'referredBy';
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) type!: ProfileType;
  @Property({ type: 'text' }) username!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) description: string = '';
  @Property({ type: 'text', nullable: true }) avatar: string | null = null;
  @Property({ type: 'text', nullable: true }) banner: string | null = null;
  @Property({ type: 'text' }) timezone: string = 'America/New_York';
  @Property({ type: 'text' }) currency: string = DEFAULT_CURRENCY;
  @Property({ type: 'json' }) social: Record<string, string> = {};
  /** The keys of the feature flags a site admin turned on (domain/feature-flags.ts). */
  @Property({ type: ArrayType, columnType: 'text[]' }) featureFlags: string[] = [];
  /** The connected payment account (Stripe Connect); paid tickets need one. */
  @Property({ type: 'text', nullable: true }) stripeAccountId: string | null = null;
  /** Stripe lets the account charge cards: only then are paid tickets sold. */
  @Property({ type: 'boolean' }) stripeChargesEnabled: boolean = false;
  @Property({ type: 'boolean' }) stripePayoutsEnabled: boolean = false;
  /** When Stripe sent the newest account state read (an older event never overwrites it). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true }) stripeAccountUpdatedAt: Date | null = null;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  /** Analytics ids the owner's pages load (settings). */
  @Property({ type: 'text', nullable: true }) googleAnalyticsId: string | null = null;
  @Property({ type: 'text', nullable: true }) metaPixelId: string | null = null;
  @Property({ type: 'text', nullable: true }) googleTagManagerContainerId: string | null = null;
  /** When the account was deleted: a closed profile is shown and managed nowhere, but sold tickets still name it. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true }) deletedAt: Date | null = null;
  /** The profile whose referral link brought this account (an organization: the one that brought its creator). */
  @Property({ type: 'uuid', nullable: true }) referredBy: string | null = null;
}

export const toProfile = (entity: ProfileEntity): Profile => ({
  id: entity.id,
  type: entity.type,
  username: entity.username,
  name: entity.name,
  description: entity.description,
  avatar: entity.avatar,
  banner: entity.banner,
  timezone: entity.timezone,
  currency: asCurrency(entity.currency),
  social: entity.social,
  developerZone: featureFlagsOf(entity.featureFlags).developerZone,
  createdAt: entity.createdAt,
});

@Entity({ schema: 'accounts', tableName: 'users' })
export class UserEntity {
  [OptionalProps]?: 'siteAdmin' | 'createdAt';
  /** Same id as the user's profile. */
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text' }) passwordHash!: string;
  @Property({ type: 'boolean' }) siteAdmin: boolean = false;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
}

/** A login session; only the SHA-256 of its token is stored, so a leaked table opens no session. */
@Entity({ schema: 'accounts', tableName: 'sessions' })
export class SessionEntity {
  [OptionalProps]?: 'id' | 'createdAt' | 'revokedAt';
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) tokenHash!: string;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', columnType: 'timestamptz' }) expiresAt!: Date;
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true }) revokedAt: Date | null = null;
}

/** Membership of a user in an organization's team; `name` is the role label. */
@Entity({ schema: 'accounts', tableName: 'affiliations' })
export class AffiliationEntity {
  [OptionalProps]?: 'id' | 'userId' | 'email' | 'owner' | 'admin' | 'receiveNotifications' | 'hidden' | 'createdAt';
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) organizationId!: string;
  @Property({ type: 'uuid', nullable: true }) userId: string | null = null;
  @Property({ type: 'text', nullable: true }) email: string | null = null;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'boolean' }) owner: boolean = false;
  @Property({ type: 'boolean' }) admin: boolean = false;
  @Property({ type: 'boolean' }) receiveNotifications: boolean = true;
  @Property({ type: 'boolean' }) hidden: boolean = false;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
}

/** What a site admin did in the Super Admin panel, to whom and when (the log outlives the accounts it names). */
@Entity({ schema: 'accounts', tableName: 'admin_actions' })
export class AdminActionEntity {
  [OptionalProps]?: 'id' | 'detail' | 'at';
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) actorId!: string;
  @Property({ type: 'text' }) action!: string;
  @Property({ type: 'uuid' }) targetId!: string;
  @Property({ type: 'json' }) detail: Record<string, unknown> = {};
  /** The database's time of the transaction (microseconds, so that the log keeps the order of quick changes). */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' }) at?: Date;
}

export const accountEntities = [ProfileEntity, UserEntity, SessionEntity, AffiliationEntity, AdminActionEntity];
