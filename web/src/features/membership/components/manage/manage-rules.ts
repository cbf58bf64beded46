import { formatMoney, minorDigits, toMajorInput, toMajorText, toMinor } from '../../../../lib/money';
import * as schemas from '../../../../lib/api/contract.gen';
import { labelled } from './manage-search';
import type { CsvRow } from '../../../../lib/csv';
import type { Member, MembershipBenefit, MembershipTier } from '../../api/manage';

/**
 * Membership management's rules as the web applies them before sending (seed 002 §3–§5, §8, §9); the API
 * applies the same ones and its messages are shown as it sends them.
 */

const tierContract = schemas.TierRequest;
const benefitContract = schemas.BenefitRequest;
const settingsContract = schemas.MembershipSettingsRequest;

/** Seed 002 §5, §9: the API contract's limits. */
export const TIER_LIMITS = {
  name: tierContract.properties.name.maxLength,
  description: tierContract.properties.description.maxLength,
  emailText: tierContract.properties.emailText.maxLength,
  prices: tierContract['x-max-prices'],
  amountMin: tierContract['x-amount-range'].min,
  amountMax: tierContract['x-amount-range'].max,
} as const;
export const BENEFIT_LIMITS = {
  name: benefitContract.properties.name.maxLength,
  amountMin: benefitContract['x-amount-range'].min,
  amountMax: benefitContract['x-amount-range'].max,
  percentMin: benefitContract['x-percent-range'].min,
  percentMax: benefitContract['x-percent-range'].max,
} as const;
export const SETTINGS_LIMITS = { title: settingsContract.properties.title.maxLength, description: settingsContract.properties.description.maxLength } as const;
/** Seed 002 §9: members table pages of 10. */
export const MEMBERS_PER_PAGE = 10;

const tierMessages = tierContract['x-messages'];
export const TIER_TEXT = {
  nameRequired: tierMessages.nameRequired,
  nameTooLong: tierMessages.nameTooLong,
  descriptionRequired: tierMessages.descriptionRequired,
  descriptionTooLong: tierMessages.descriptionTooLong,
  emailTextTooLong: tierMessages.emailTextTooLong,
  pricesCount: tierMessages.pricesCount,
  priceRequired: tierMessages.priceRequired,
  priceRange: tierMessages.priceRange,
  intervalTwice: tierMessages.intervalTaken,
  capacity: tierMessages.capacity,
  saveFailed: tierMessages.saveFailed,
  lockedPrice: tierMessages.pricesLocked,
  connectPayments: tierMessages.paymentsRequired,
  notFound: tierMessages.notFound,
} as const;

const benefitMessages = benefitContract['x-messages'];
export const BENEFIT_TEXT = {
  nameRequired: benefitMessages.nameRequired,
  nameTooLong: benefitMessages.nameTooLong,
  both: benefitMessages.amountAndPercent,
  neither: benefitMessages.amountOrPercent,
  amountRange: benefitMessages.amountRange,
  percentRange: benefitMessages.percentRange,
  quantity: benefitMessages.quantity,
  quantityScope: benefitMessages.quantityScope,
  categories: benefitMessages.categories,
  tickets: benefitMessages.tickets,
  tiers: benefitMessages.tiers,
  notFound: benefitMessages.notFound,
} as const;

const memberMessages = schemas.AddMemberRequest['x-messages'];
/** The member form's messages (seed 002 §5; the API sends the same ones). */
export const MEMBER_TEXT = {
  nameRequired: memberMessages.nameRequired,
  invalidEmail: memberMessages.invalidEmail,
  tierRequired: memberMessages.tierRequired,
  intervalRequired: memberMessages.intervalRequired,
  providerManaged: memberMessages.providerManaged,
  notFound: memberMessages.notFound,
  invited: 'Invitation sent',
  createFailed: 'Failed to create member',
  updated: 'Member updated',
  removed: 'Member removed',
} as const;

export const SETTINGS_TEXT = {
  titleTooLong: settingsContract['x-messages'].titleTooLong,
  descriptionTooLong: settingsContract['x-messages'].descriptionTooLong,
  updated: 'Settings updated',
  failed: 'Something went wrong, please try again',
} as const;


export type Interval = (typeof schemas.PriceInterval.enum)[number];
export const INTERVALS = labelled(schemas.PriceInterval);

export type QuantityScope = (typeof schemas.QuantityScope.enum)[number];
export const QUANTITY_SCOPES = labelled(schemas.QuantityScope);
export type DiscountScope = (typeof schemas.DiscountScope.enum)[number];
export const DISCOUNT_SCOPES = labelled(schemas.DiscountScope);

export { BENEFIT_STATUSES, MEMBER_STATUSES, type ListStatus, type MemberFilter } from './manage-search';

/** The API's error shapes as the list of their messages: `{ message }` or `[{ message }]`. */
export function errorMessages(error: unknown): string[] {
  const problems = Array.isArray(error) ? error : [error];
  return problems.flatMap((problem: unknown) =>
    problem && typeof problem === 'object' && 'message' in problem && typeof problem.message === 'string' ? [problem.message] : [],
  );
}

/** Text that is required and limited: the message, or true when fine (react-hook-form's `validate`). */
const text = (required: string, max: number, tooLong: string) => (value: string) => (!value.trim() ? required : value.length > max ? tooLong : true);
const limited = (max: number, tooLong: string) => (value: string) => (value.length > max ? tooLong : true);

const isWhole = (value: string) => /^\d+$/.test(value.trim());
/** A plain decimal amount ('20', '20.5'): what `toMinor` reads exactly ('1e3' or '0x10' would be sent as other amounts). */
const isDecimal = (value: string) => /^\d+(\.\d+)?$/.test(value.trim());
const number = (value: string) => Number(value.trim());

// ---- Tiers ----

export interface PriceFields {
  /** The saved price this row edits; new rows have none. */
  id?: string;
  amount: string;
  interval: Interval;
  /** A saved price with subscribers: shown, never changed. */
  locked: boolean;
}
export interface TierFields {
  name: string;
  description: string;
  emailText: string;
  capacity: string;
  prices: PriceFields[];
  discountIds: string[];
}

export const checkTierName = text(TIER_TEXT.nameRequired, TIER_LIMITS.name, TIER_TEXT.nameTooLong);
export const checkTierDescription = text(TIER_TEXT.descriptionRequired, TIER_LIMITS.description, TIER_TEXT.descriptionTooLong);
export const checkCapacity = (value: string) => (!value.trim() ? true : isWhole(value) && number(value) >= 1 ? true : TIER_TEXT.capacity);

export function checkPriceAmount(value: string): string | true {
  if (!value.trim()) return TIER_TEXT.priceRequired;
  const amount = number(value);
  return isDecimal(value) && amount >= TIER_LIMITS.amountMin && amount <= TIER_LIMITS.amountMax ? true : TIER_TEXT.priceRange;
}

export function checkPrices(prices: readonly PriceFields[]): string | true {
  if (prices.length < 1 || prices.length > TIER_LIMITS.prices) return TIER_TEXT.pricesCount;
  if (new Set(prices.map((p) => p.interval)).size !== prices.length) return TIER_TEXT.intervalTwice;
  return true;
}

/** The second price takes the interval the first one does not use. */
export const otherInterval = (interval: Interval): Interval => (interval === 'month' ? 'year' : 'month');

/** What the tier form reads of a saved tier. */
export type SavedTier = Pick<MembershipTier, 'id' | 'name' | 'description' | 'emailText' | 'validSubscriptionsLimit' | 'currency' | 'discountIds'> & {
  prices: Pick<MembershipTier['prices'][number], 'id' | 'price' | 'interval' | 'archived' | 'subscriptionsCount' | 'position'>[];
};

export function tierFields(tier: SavedTier | undefined, currency: string): TierFields {
  if (!tier) return { name: '', description: '', emailText: '', capacity: '', prices: [{ amount: '', interval: 'month', locked: false }], discountIds: [] };
  const prices = tier.prices
    .filter((p) => !p.archived)
    .sort((a, b) => a.position - b.position)
    .map((p) => ({ id: p.id, amount: toMajorInput(p.price, currency), interval: (p.interval === 'year' ? 'year' : 'month') as Interval, locked: p.subscriptionsCount > 0 }));
  return {
    name: tier.name,
    description: tier.description,
    emailText: tier.emailText,
    capacity: tier.validSubscriptionsLimit === null ? '' : String(tier.validSubscriptionsLimit),
    prices,
    discountIds: [...tier.discountIds],
  };
}

/** The request body (without ownerId): prices in minor units, positions following the order of the rows. */
export function tierRequest(fields: TierFields, currency: string) {
  return {
    name: fields.name.trim(),
    description: fields.description,
    emailText: fields.emailText,
    validSubscriptionsLimit: fields.capacity.trim() ? number(fields.capacity) : null,
    prices: fields.prices.map((p) => ({ ...(p.id ? { id: p.id } : {}), price: toMinor(p.amount, currency) ?? 0, interval: p.interval })),
    discountIds: fields.discountIds,
  };
}

/** Seed 002 §4: a tier can be deleted only while it has no members; otherwise it is hidden. */
export const tierDeletable = (tier: { membersCount: number }) => tier.membersCount === 0;

// ---- Benefits ----

export interface BenefitFields {
  name: string;
  amount: string;
  percent: string;
  limited: boolean;
  quantity: string;
  quantityScope: QuantityScope | '';
  discountScope: DiscountScope;
  categoryIds: string[];
  ticketIds: string[];
  tierIds: string[];
}

export const checkBenefitName = text(BENEFIT_TEXT.nameRequired, BENEFIT_LIMITS.name, BENEFIT_TEXT.nameTooLong);

/** A dollar amount (1–10000) or a percent (1–100), never both: the message for the pair, or true. */
export function checkBenefitValue(amount: string, percent: string): string | true {
  const hasAmount = !!amount.trim();
  const hasPercent = !!percent.trim();
  if (hasAmount && hasPercent) return BENEFIT_TEXT.both;
  if (!hasAmount && !hasPercent) return BENEFIT_TEXT.neither;
  if (hasAmount) {
    const value = number(amount);
    return isDecimal(amount) && value >= BENEFIT_LIMITS.amountMin && value <= BENEFIT_LIMITS.amountMax ? true : BENEFIT_TEXT.amountRange;
  }
  const value = number(percent);
  return isWhole(percent) && value >= BENEFIT_LIMITS.percentMin && value <= BENEFIT_LIMITS.percentMax ? true : BENEFIT_TEXT.percentRange;
}

export const checkQuantity = (value: string) => (isWhole(value) && number(value) >= 1 ? true : BENEFIT_TEXT.quantity);

/** What the benefit form reads of a saved benefit. */
export type SavedBenefit = Pick<
  MembershipBenefit,
  'id' | 'name' | 'amount' | 'percentageValue' | 'quantity' | 'quantityScope' | 'discountScope' | 'categoryIds' | 'ticketIds' | 'tierIds' | 'currency'
>;

export function benefitFields(benefit: SavedBenefit | undefined, currency: string): BenefitFields {
  if (!benefit) return { name: '', amount: '', percent: '', limited: false, quantity: '1', quantityScope: '', discountScope: 'all', categoryIds: [], ticketIds: [], tierIds: [] };
  return {
    name: benefit.name,
    amount: benefit.amount === null ? '' : toMajorInput(benefit.amount, currency),
    percent: benefit.percentageValue === null ? '' : String(benefit.percentageValue),
    limited: benefit.quantity !== null,
    quantity: benefit.quantity === null ? '1' : String(benefit.quantity),
    quantityScope: (QUANTITY_SCOPES.find((s) => s.value === benefit.quantityScope)?.value ?? '') as QuantityScope | '',
    discountScope: (['all', 'categories', 'tickets'] as const).find((s) => s === benefit.discountScope) ?? 'all',
    categoryIds: [...benefit.categoryIds],
    ticketIds: [...benefit.ticketIds],
    tierIds: [...benefit.tierIds],
  };
}

/** The request body (without ownerId): only the chosen kind of value, the limit when limited, the ids of the chosen scope. */
export function benefitRequest(fields: BenefitFields, currency: string) {
  return {
    name: fields.name.trim(),
    amount: fields.amount.trim() ? toMinor(fields.amount, currency) : null,
    percentageValue: fields.percent.trim() ? number(fields.percent) : null,
    quantity: fields.limited ? number(fields.quantity) : null,
    quantityScope: fields.limited && fields.quantityScope ? fields.quantityScope : null,
    discountScope: fields.discountScope,
    categoryIds: fields.discountScope === 'categories' ? fields.categoryIds : [],
    ticketIds: fields.discountScope === 'tickets' ? fields.ticketIds : [],
    tierIds: fields.tierIds,
  };
}

/** '$5 off' or '10% off'. */
export const benefitValueLabel = (benefit: { amount: number | null; percentageValue: number | null; currency: string }) =>
  benefit.amount !== null ? `${formatMoney(benefit.amount, benefit.currency)} off` : `${benefit.percentageValue ?? 0}% off`;

/** '2 per month', or 'Unlimited'. */
export const benefitLimitLabel = (benefit: { quantity: number | null; quantityScope: string | null }) =>
  benefit.quantity === null ? 'Unlimited' : `${benefit.quantity} ${QUANTITY_SCOPES.find((s) => s.value === benefit.quantityScope)?.label ?? ''}`.trim();

/** Seed 002 §4: a benefit can be deleted only if it was never redeemed and is not hidden. */
export const benefitDeletable = (benefit: { redeemed: number; archived: boolean }) => benefit.redeemed === 0 && !benefit.archived;

// ---- Members ----

export interface MemberFields {
  name: string;
  email: string;
  tierId: string;
  priceInterval: Interval | '';
  /** 'Expires on' as a date input holds it (yyyy-mm-dd); empty: the membership does not end. */
  expiresOn: string;
}

export const checkMemberName = (value: string) => (value.trim() ? true : MEMBER_TEXT.nameRequired);
/** The seeds' e-mail pattern, on the trimmed address. */
export const checkMemberEmail = (value: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? true : MEMBER_TEXT.invalidEmail);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-mm-dd in the browser's time zone. */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Seed 002 §9: dd MMM yyyy in the browser's time zone ('' without a date). */
export function formatDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The date input's day of a saved expiry, in the browser's time zone ('' without one). */
export const expiryDay = (iso: string | null) => (iso ? localDay(new Date(iso)) : '');

/** The chosen day as the API's expiry: the membership holds through the end of that day in the browser's time zone; '' is none. */
export function expiryRequest(day: string): string | null {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}

/** The member display status (seed 002 §4) as the contract labels it: 'renews' → 'Renews'. */
export const statusLabel = (status: keyof typeof schemas.MemberDisplayStatus['x-labels']) => schemas.MemberDisplayStatus['x-labels'][status];

export const intervalLabel = (interval: string) => INTERVALS.find((option) => option.value === interval)?.label ?? interval;

/** 'Members 2026-03-05.csv', dated in the browser's time zone. */
export const membersFileName = (now = new Date()) => `Members ${localDay(now)}.csv`;

export const MEMBERS_CSV_HEADER = ['Name', 'Email', 'Tier Name', 'Price', 'Interval', 'Status', 'Expires on'] as const;

/** What the export writes of a member. */
export type ExportedMember = Pick<Member, 'userName' | 'userEmail' | 'tierName' | 'priceAmount' | 'priceInterval' | 'currency' | 'displayStatus' | 'expiresAt'>;

/** The export file's rows: the header, then one row per member (prices as plain numbers for spreadsheets). */
export function membersCsvRows(members: readonly ExportedMember[]): CsvRow[] {
  return [
    MEMBERS_CSV_HEADER,
    ...members.map((m) => [m.userName, m.userEmail, m.tierName, toMajorText(m.priceAmount, m.currency), m.priceInterval, m.displayStatus, formatDay(m.expiresAt)]),
  ];
}

/** Seed 002 §2.3: member rows open the patron, by user id or e-mail. */
export const patronPath = (username: string, patronKey: string) => `/manage/${username}/reporting/patrons/${encodeURIComponent(patronKey)}`;

// ---- Settings ----

export interface SettingsFields {
  title: string;
  description: string;
  status: 'public' | 'private';
}
export const checkHeroTitle = limited(SETTINGS_LIMITS.title, SETTINGS_TEXT.titleTooLong);
export const checkHeroDescription = limited(SETTINGS_LIMITS.description, SETTINGS_TEXT.descriptionTooLong);

/** Seed 002 §2.3: where payments are connected. */
export const onboardingPath = (ownerId: string, ownerType: 'User' | 'School') =>
  `/stripe/onboarding?owner_uuid=${encodeURIComponent(ownerId)}&owner_type=${ownerType}`;

/** Major units of the currency, as the amount fields hold them, are limited in whole currency units. */
export const amountStep = (currency: string) => (minorDigits(currency) === 0 ? '1' : '0.01');

