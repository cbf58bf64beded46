import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A membership tier of an owner; its prices are rows of PriceEntity. */
@Entity({ schema: 'membership', tableName: 'tiers' })
export class TierEntity {
  [OptionalProps]?: 'emailText' | 'archived' | 'validSubscriptionsLimit' | 'stripeProductId' | 'stripeAccountId' | 'createdAt' | 'updatedAt';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) ownerId!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) description!: string;
  /** The thank-you e-mail text sent when someone subscribes. */
  @Property({ type: 'text' }) emailText: string = '';
  @Property({ type: 'integer' }) position!: number;
  @Property({ type: 'boolean' }) archived: boolean = false;
  @Property({ type: 'integer', nullable: true }) validSubscriptionsLimit: number | null = null;
  @Property({ type: 'text' }) currency!: string;
  /** The Product on the owner's connected account, created at the first subscribe. */
  @Property({ type: 'text', nullable: true }) stripeProductId: string | null = null;
  /** The connected account the product and the prices' Stripe prices were made on. */
  @Property({ type: 'text', nullable: true }) stripeAccountId: string | null = null;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** A recurring price of a tier (minor units of the tier's currency). */
@Entity({ schema: 'membership', tableName: 'prices' })
export class PriceEntity {
  [OptionalProps]?: 'intervalCount' | 'archived' | 'stripePriceId' | 'createdAt';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) tierId!: string;
  @Property({ type: 'integer', columnType: 'bigint' }) amount!: number;
  @Property({ type: 'text' }) currency!: string;
  @Property({ type: 'text' }) interval!: string;
  @Property({ type: 'integer' }) intervalCount: number = 1;
  @Property({ type: 'integer' }) position!: number;
  @Property({ type: 'boolean' }) archived: boolean = false;
  /** The Price on the owner's connected account, created at the first subscribe. */
  @Property({ type: 'text', nullable: true }) stripePriceId: string | null = null;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
}

/** A member benefit (a discount on the owner's tickets for holders of its tiers). */
@Entity({ schema: 'membership', tableName: 'discounts' })
export class DiscountEntity {
  [OptionalProps]?: 'amount' | 'percentageValue' | 'quantity' | 'quantityScope' | 'categoryIds' | 'ticketIds' | 'tierIds' | 'archived' | 'createdAt' | 'updatedAt';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) ownerId!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'integer', columnType: 'bigint', nullable: true }) amount: number | null = null;
  @Property({ type: 'integer', nullable: true }) percentageValue: number | null = null;
  @Property({ type: 'integer', nullable: true }) quantity: number | null = null;
  @Property({ type: 'text', nullable: true }) quantityScope: string | null = null;
  @Property({ type: 'text' }) discountScope!: string;
  @Property({ type: ArrayType, columnType: 'uuid[]' }) categoryIds: string[] = [];
  @Property({ type: ArrayType, columnType: 'uuid[]' }) ticketIds: string[] = [];
  @Property({ type: ArrayType, columnType: 'uuid[]' }) tierIds: string[] = [];
  @Property({ type: 'boolean' }) archived: boolean = false;
  @Property({ type: 'text' }) currency!: string;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** The membership page settings of an owner (no row: public, defaults). */
@Entity({ schema: 'membership', tableName: 'settings' })
export class MembershipSettingsEntity {
  [OptionalProps]?: 'title' | 'description' | 'status' | 'updatedAt';
  @PrimaryKey({ type: 'uuid' }) ownerId!: string;
  @Property({ type: 'text' }) title: string = '';
  @Property({ type: 'text' }) description: string = '';
  @Property({ type: 'text' }) status: string = 'public';
  @Property({ type: 'uuid' }) privateUuid!: string;
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

/** The membership context's MikroORM entities (schema `membership`). */
export const membershipEntities = [TierEntity, PriceEntity, DiscountEntity, MembershipSettingsEntity];
