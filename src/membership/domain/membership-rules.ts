import { CURRENCIES, type Currency } from '../../shared/money.js';

/** Seed 002 §5 and §9: what the membership forms accept, and the messages they answer with. */
export const TIER_NAME_MAX = 100;
export const TIER_DESCRIPTION_MAX = 2000;
export const TIER_EMAIL_TEXT_MAX = 5000;
export const MAX_PRICES = 2;
/** Prices and benefit amounts lie between these, in major units of the currency. */
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 10000;
export const BENEFIT_NAME_MAX = 100;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 100;
export const SETTINGS_TITLE_MAX = 56;
export const SETTINGS_DESCRIPTION_MAX = 200;
/** A tier's capacity and a benefit's quantity are whole numbers up to this (the seeds set no maximum; storage has one). */
export const COUNT_MAX = 1_000_000;
/** The platform's share of every membership payment (the subscription's application fee). */
export const MEMBERSHIP_FEE_PERCENT = 5;
/** The browser form that starts a subscription (posted to the backend root). */
export const SUBSCRIBE_URL = '/membership_subscriptions/initialize_session';

export const TIER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 2000 characters',
  emailTextTooLong: 'Thank-you message must be at most 5000 characters',
  pricesCount: 'Add one or two prices',
  priceRequired: 'Price is required',
  priceRange: 'Price must be between 1 and 10000',
  interval: 'Interval must be month or year',
  intervalTaken: 'Each interval may have one price',
  capacity: 'Capacity must be at least 1',
  pricesLocked: 'Prices with subscribers cannot be changed',
  saveFailed: 'An error occurred while saving the tier',
  notFound: 'Tier not found',
  hasMembers: 'This tier has members and cannot be deleted. Hide it instead.',
  paymentsRequired: 'Connect payments before creating memberships',
} as const;

/** Beyond what the seeds name: a capacity or a quantity too large to keep. */
export const COUNT_MESSAGES = {
  capacityTooLarge: `Capacity must be at most ${COUNT_MAX}`,
  quantityTooLarge: `Quantity must be at most ${COUNT_MAX}`,
} as const;

export const BENEFIT_MESSAGES = {
  nameRequired: 'Descriptor is required',
  nameTooLong: 'Descriptor must be at most 100 characters',
  amountAndPercent: 'Enter a dollar amount or a percent, not both',
  amountOrPercent: 'Enter a dollar amount or a percent',
  amountRange: 'Amount must be between 1 and 10000',
  percentRange: 'Percent must be between 1 and 100',
  quantity: 'Quantity must be at least 1',
  quantityScope: 'Choose how often the quantity renews',
  discountScope: 'Choose what the benefit applies to',
  categories: 'Select at least one category',
  tickets: 'Select at least one ticket',
  tiers: 'Select at least one tier',
  notFound: 'Benefit not found',
  notDeletable: 'A benefit that was redeemed or is hidden cannot be deleted. Hide it instead.',
} as const;

export const SETTINGS_MESSAGES = {
  titleTooLong: 'Hero text must be at most 56 characters',
  descriptionTooLong: 'Description must be at most 200 characters',
  status: 'Status must be public or private',
  privateUuid: 'The private link id must be a uuid',
} as const;

export type PriceInterval = 'month' | 'year';
export const PRICE_INTERVALS: readonly PriceInterval[] = ['month', 'year'];
export const PRICE_INTERVAL_LABELS: Record<PriceInterval, string> = { month: 'Monthly', year: 'Yearly' };

export type QuantityScope = 'event' | 'month' | '3_months' | '6_months' | 'year';
export const QUANTITY_SCOPES: readonly QuantityScope[] = ['event', 'month', '3_months', '6_months', 'year'];
export const QUANTITY_SCOPE_LABELS: Record<QuantityScope, string> = {
  event: 'per event',
  month: 'per month',
  '3_months': 'per 3 months',
  '6_months': 'per 6 months',
  year: 'per year',
};

export type DiscountScope = 'all' | 'categories' | 'tickets';
export const DISCOUNT_SCOPES: readonly DiscountScope[] = ['all', 'categories', 'tickets'];
export const DISCOUNT_SCOPE_LABELS: Record<DiscountScope, string> = { all: 'All tickets', categories: 'Selected categories', tickets: 'Selected tickets' };

export type MembershipStatus = 'public' | 'private';
export const MEMBERSHIP_STATUSES: readonly MembershipStatus[] = ['public', 'private'];
export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = { public: 'Public', private: 'Private' };

export type BenefitStatusFilter = 'all' | 'active' | 'archived';
export const BENEFIT_STATUS_FILTERS: readonly BenefitStatusFilter[] = ['all', 'active', 'archived'];
export const BENEFIT_STATUS_FILTER_LABELS: Record<BenefitStatusFilter, string> = { all: 'All', active: 'Active', archived: 'Hidden' };

/** A recurring price of a tier, in minor units of the tier's currency. */
export interface TierPrice {
  id: string;
  amount: number;
  currency: Currency;
  interval: PriceInterval;
  intervalCount: 1;
  position: number;
  archived: boolean;
  stripePriceId: string | null;
  createdAt: Date;
}

export interface Tier {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  emailText: string;
  position: number;
  archived: boolean;
  validSubscriptionsLimit: number | null;
  currency: Currency;
  stripeProductId: string | null;
  /** The connected account the product (and its prices' Stripe prices) were made on. */
  stripeAccountId: string | null;
  prices: TierPrice[];
  createdAt: Date;
}

export interface Benefit {
  id: string;
  ownerId: string;
  name: string;
  amount: number | null;
  percentageValue: number | null;
  quantity: number | null;
  quantityScope: QuantityScope | null;
  discountScope: DiscountScope;
  categoryIds: string[];
  ticketIds: string[];
  tierIds: string[];
  archived: boolean;
  currency: Currency;
  createdAt: Date;
}

export interface MembershipSettings {
  ownerId: string;
  title: string;
  description: string;
  status: MembershipStatus;
  privateUuid: string;
}

/** The smallest and largest amount (minor units) of a price or a benefit: 1 to 10000 major units. */
export function amountRange(currency: Currency): { min: number; max: number } {
  const unit = 10 ** CURRENCIES[currency].digits;
  return { min: AMOUNT_MIN * unit, max: AMOUNT_MAX * unit };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A tier as the form sends it (unchecked). Price amounts are minor units. */
export interface TierInput {
  name?: unknown;
  description?: unknown;
  emailText?: unknown;
  validSubscriptionsLimit?: unknown;
  prices?: unknown;
}

export interface PriceFields {
  /** The price kept, when the form names one of the tier's prices. */
  id: string | null;
  amount: number;
  interval: PriceInterval;
}

export interface TierFields {
  name: string;
  description: string;
  emailText: string;
  validSubscriptionsLimit: number | null;
  prices: PriceFields[];
}

/** Checks a tier; every problem is listed (the tier form shows them all), in the form's order. */
export function checkTier(input: TierInput, currency: Currency): { errors: string[] } | { fields: TierFields } {
  const errors: string[] = [];
  const name = text(input.name);
  if (!name) errors.push(TIER_MESSAGES.nameRequired);
  else if (name.length > TIER_NAME_MAX) errors.push(TIER_MESSAGES.nameTooLong);
  const description = text(input.description);
  if (!description) errors.push(TIER_MESSAGES.descriptionRequired);
  else if (description.length > TIER_DESCRIPTION_MAX) errors.push(TIER_MESSAGES.descriptionTooLong);
  const emailText = text(input.emailText);
  if (emailText.length > TIER_EMAIL_TEXT_MAX) errors.push(TIER_MESSAGES.emailTextTooLong);
  let validSubscriptionsLimit: number | null = null;
  if (!isBlank(input.validSubscriptionsLimit)) {
    if (!isWholeNumber(input.validSubscriptionsLimit) || input.validSubscriptionsLimit < 1) errors.push(TIER_MESSAGES.capacity);
    else if (input.validSubscriptionsLimit > COUNT_MAX) errors.push(COUNT_MESSAGES.capacityTooLarge);
    else validSubscriptionsLimit = input.validSubscriptionsLimit;
  }
  const prices: PriceFields[] = [];
  const rows = Array.isArray(input.prices) ? (input.prices as unknown[]) : [];
  if (rows.length < 1 || rows.length > MAX_PRICES) errors.push(TIER_MESSAGES.pricesCount);
  else {
    const { min, max } = amountRange(currency);
    const priceErrors = new Set<string>();
    for (const row of rows) {
      const { id, price, interval } = (row ?? {}) as { id?: unknown; price?: unknown; interval?: unknown };
      if (isBlank(price)) priceErrors.add(TIER_MESSAGES.priceRequired);
      else if (!isWholeNumber(price) || price < min || price > max) priceErrors.add(TIER_MESSAGES.priceRange);
      // The seeds: interval defaults to month.
      const chosen = isBlank(interval) ? 'month' : interval;
      if (!PRICE_INTERVALS.includes(chosen as PriceInterval)) priceErrors.add(TIER_MESSAGES.interval);
      prices.push({ id: typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null, amount: price as number, interval: chosen as PriceInterval });
    }
    if (new Set(prices.map((p) => p.interval)).size < prices.length) priceErrors.add(TIER_MESSAGES.intervalTaken);
    errors.push(...priceErrors);
  }
  return errors.length ? { errors } : { fields: { name, description, emailText, validSubscriptionsLimit, prices } };
}

/**
 * The tier's prices after an edit: prices named by id are kept (their position follows the form's order;
 * a second row naming the same one is new), the others are new; a price left out is removed. A price
 * with subscribers may move but not change amount or interval, nor be removed (seed 002 §5: prices with
 * subscribers are read-only).
 */
export function revisePrices(
  current: readonly TierPrice[],
  wanted: readonly PriceFields[],
  subscribed: ReadonlySet<string>,
  fresh: { currency: Currency; newId: () => string; now: Date },
): { error: string } | { prices: TierPrice[] } {
  const byId = new Map(current.map((p) => [p.id, p]));
  const prices: TierPrice[] = wanted.map((w, position) => {
    const kept = w.id ? byId.get(w.id) : undefined;
    // A price is kept once: another row naming it again is a new price.
    if (kept) byId.delete(kept.id);
    // A changed amount or interval is another price at the provider: its provider price is made anew.
    if (kept) return { ...kept, amount: w.amount, interval: w.interval, position, stripePriceId: kept.amount === w.amount && kept.interval === w.interval ? kept.stripePriceId : null };
    return { id: fresh.newId(), amount: w.amount, currency: fresh.currency, interval: w.interval, intervalCount: 1, position, archived: false, stripePriceId: null, createdAt: fresh.now };
  });
  for (const before of current) {
    if (!subscribed.has(before.id)) continue;
    const after = prices.find((p) => p.id === before.id);
    if (!after || after.amount !== before.amount || after.interval !== before.interval) return { error: TIER_MESSAGES.pricesLocked };
  }
  return { prices };
}

/** A tier's seats left: its limit less the members holding it now (null without a limit). */
export const remainingOf = (limit: number | null, activeMembers: number): number | null => (limit === null ? null : Math.max(0, limit - activeMembers));

/** Whether a price can be subscribed to now: payments on, tier and price shown, and seats left. */
export function canSubscribe(tier: { archived: boolean; remaining: number | null }, price: { archived: boolean }, paymentsEnabled: boolean): boolean {
  return paymentsEnabled && !tier.archived && !price.archived && (tier.remaining === null || tier.remaining > 0);
}

/** A benefit as the form sends it (unchecked). The amount is minor units. */
export interface BenefitInput {
  name?: unknown;
  amount?: unknown;
  percentageValue?: unknown;
  quantity?: unknown;
  quantityScope?: unknown;
  discountScope?: unknown;
  categoryIds?: unknown;
  ticketIds?: unknown;
  tierIds?: unknown;
}

export type BenefitFields = Pick<Benefit, 'name' | 'amount' | 'percentageValue' | 'quantity' | 'quantityScope' | 'discountScope' | 'categoryIds' | 'ticketIds' | 'tierIds'>;

const uuids = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && UUID.test(v)).map((v) => v.toLowerCase()))] : []);

/** Checks a benefit; every problem is listed, in the form's order. */
export function checkBenefit(input: BenefitInput, currency: Currency): { errors: string[] } | { fields: BenefitFields } {
  const errors: string[] = [];
  const name = text(input.name);
  if (!name) errors.push(BENEFIT_MESSAGES.nameRequired);
  else if (name.length > BENEFIT_NAME_MAX) errors.push(BENEFIT_MESSAGES.nameTooLong);
  const hasAmount = !isBlank(input.amount);
  const hasPercent = !isBlank(input.percentageValue);
  if (hasAmount && hasPercent) errors.push(BENEFIT_MESSAGES.amountAndPercent);
  else if (!hasAmount && !hasPercent) errors.push(BENEFIT_MESSAGES.amountOrPercent);
  else if (hasAmount) {
    const { min, max } = amountRange(currency);
    if (!isWholeNumber(input.amount) || input.amount < min || input.amount > max) errors.push(BENEFIT_MESSAGES.amountRange);
  } else if (!isWholeNumber(input.percentageValue) || input.percentageValue < PERCENT_MIN || input.percentageValue > PERCENT_MAX) {
    errors.push(BENEFIT_MESSAGES.percentRange);
  }
  const limited = !isBlank(input.quantity);
  if (limited) {
    if (!isWholeNumber(input.quantity) || input.quantity < 1) errors.push(BENEFIT_MESSAGES.quantity);
    else if (input.quantity > COUNT_MAX) errors.push(COUNT_MESSAGES.quantityTooLarge);
    if (!QUANTITY_SCOPES.includes(input.quantityScope as QuantityScope)) errors.push(BENEFIT_MESSAGES.quantityScope);
  }
  const discountScope = input.discountScope as DiscountScope;
  const categoryIds = uuids(input.categoryIds);
  const ticketIds = uuids(input.ticketIds);
  if (!DISCOUNT_SCOPES.includes(discountScope)) errors.push(BENEFIT_MESSAGES.discountScope);
  else if (discountScope === 'categories' && !categoryIds.length) errors.push(BENEFIT_MESSAGES.categories);
  else if (discountScope === 'tickets' && !ticketIds.length) errors.push(BENEFIT_MESSAGES.tickets);
  const tierIds = uuids(input.tierIds);
  if (!tierIds.length) errors.push(BENEFIT_MESSAGES.tiers);
  if (errors.length) return { errors };
  return {
    fields: {
      name,
      amount: hasAmount ? (input.amount as number) : null,
      percentageValue: hasPercent ? (input.percentageValue as number) : null,
      quantity: limited ? (input.quantity as number) : null,
      quantityScope: limited ? (input.quantityScope as QuantityScope) : null,
      discountScope,
      // Only the chosen scope's list is kept.
      categoryIds: discountScope === 'categories' ? categoryIds : [],
      ticketIds: discountScope === 'tickets' ? ticketIds : [],
      tierIds,
    },
  };
}

/** A benefit can be deleted only when it was never redeemed and is shown (seed 002 §4). */
export const benefitDeletable = (benefit: { archived: boolean }, redeemed: number): boolean => !benefit.archived && redeemed === 0;

/** Settings as the form sends them (unchecked). */
export interface SettingsInput {
  title?: unknown;
  description?: unknown;
  status?: unknown;
  privateUuid?: unknown;
}

export type SettingsFields = Pick<MembershipSettings, 'title' | 'description' | 'status'> & { privateUuid: string | null };

export function checkSettings(input: SettingsInput): { errors: string[] } | { fields: SettingsFields } {
  const errors: string[] = [];
  const title = text(input.title);
  if (title.length > SETTINGS_TITLE_MAX) errors.push(SETTINGS_MESSAGES.titleTooLong);
  const description = text(input.description);
  if (description.length > SETTINGS_DESCRIPTION_MAX) errors.push(SETTINGS_MESSAGES.descriptionTooLong);
  const status = isBlank(input.status) ? 'public' : (input.status as MembershipStatus);
  if (!MEMBERSHIP_STATUSES.includes(status)) errors.push(SETTINGS_MESSAGES.status);
  let privateUuid: string | null = null;
  if (!isBlank(input.privateUuid)) {
    if (typeof input.privateUuid !== 'string' || !UUID.test(input.privateUuid)) errors.push(SETTINGS_MESSAGES.privateUuid);
    else privateUuid = input.privateUuid.toLowerCase();
  }
  return errors.length ? { errors } : { fields: { title, description, status, privateUuid } };
}

/** Whether a visitor sees the tiers: a public page, or the private page's own link. */
export const tiersVisible = (settings: Pick<MembershipSettings, 'status' | 'privateUuid'>, privateUuid: string | null | undefined): boolean =>
  settings.status === 'public' || (!!privateUuid && privateUuid.toLowerCase() === settings.privateUuid.toLowerCase());
