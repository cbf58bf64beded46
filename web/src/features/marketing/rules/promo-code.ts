import { errorMessage } from '../../../lib/api/client';
import * as schemas from '../../../lib/api/contract.gen';
import { formatMoney, toMajorInput, toMinor } from '../../../lib/money';
import { dateErrors, localDate, localTime, TIME_STEP_MINUTES, type PromoDates } from './promo-dates';

const PROMO = schemas.PromoCodeRequest;
const MESSAGES = PROMO['x-messages'];

/** Seed 001 §5, §9: the promo forms' limits, as the API's contract gives them (the list's page size is the seed's). */
export const PROMO_LIMITS = {
  codeMax: PROMO['x-code'].maxLength,
  randomCodeLength: PROMO['x-code'].randomLength,
  bulkCodeMin: PROMO['x-code'].bulkMinLength,
  bulkCodesMax: schemas.ImportPromoCodesRequest['x-max-codes'],
  amountMin: PROMO['x-amount-range'].min,
  amountMax: PROMO['x-amount-range'].max,
  percentMin: PROMO['x-percent-range'].min,
  percentMax: PROMO['x-percent-range'].max,
  quantityMin: PROMO['x-usage-limit'].min,
  quantityMax: PROMO['x-usage-limit'].max,
  timeStepMinutes: TIME_STEP_MINUTES,
  perPage: 10,
} as const;

/** Seed 001 §5 and §8: the promo screens' texts; those the API also answers come from its contract. */
export const PROMO_TEXT = {
  codeRequired: MESSAGES.codeRequired,
  quantityRequired: 'Usage limit is required',
  quantityMin: MESSAGES.usageLimit,
  quantityMax: MESSAGES.usageLimitTooLarge,
  amountRequired: MESSAGES.amountRequired,
  amountRange: MESSAGES.amountRange,
  percentRequired: MESSAGES.percentRequired,
  percentRange: MESSAGES.percentRange,
  categories: MESSAGES.categories,
  notFound: MESSAGES.notFound,
  created: 'Promo code created successfully',
  createdMany: 'Promo codes created successfully',
  updated: 'Promo code updated successfully',
  deleted: MESSAGES.deleted,
} as const;

export type PromoScope = (typeof schemas.PromoCodeScope.enum)[number];
export type PromoStatus = (typeof schemas.PromoCodeStatus.enum)[number];

export const promoCodesPath = (username: string) => `/manage/${username}/marketing/global-promo-codes`;

export type { PromoCodesSearch, PromoSort } from './promo-codes-search';

/** Seed 001 §8: a refused save's messages, joined by ', ' for one error toast. */
export function joinedErrors(error: unknown): string {
  const problems = Array.isArray(error) ? error : [error];
  const messages = problems.flatMap((problem: unknown) => (problem && typeof problem === 'object' && 'message' in problem && typeof problem.message === 'string' ? [problem.message] : []));
  return messages.length ? messages.join(', ') : errorMessage(error, 'Something went wrong, please try again');
}

/** A typed code as it is kept: letters and digits only, uppercased, at most 10 characters. */
export const cleanCode = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, PROMO_LIMITS.codeMax);

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'Generate random code': 10 random uppercase letters and digits. */
export function randomCode(randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length))): string {
  // 252 is the largest multiple of 36 below 256: bytes above it are drawn again so that every character is as likely.
  let code = '';
  while (code.length < PROMO_LIMITS.randomCodeLength) {
    for (const byte of randomBytes(PROMO_LIMITS.randomCodeLength)) {
      if (byte < 252 && code.length < PROMO_LIMITS.randomCodeLength) code += CODE_ALPHABET[byte % 36];
    }
  }
  return code;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd.MM.yyyy' (seed 001 §9), in the browser's time zone. */
export function formatPromoDate(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** Seed 001 §4: 'Expired', 'Activates on dd.MM.yyyy' or 'Active'. */
export function statusText(code: { status: PromoStatus; startsAt: string }): string {
  if (code.status === 'expired') return 'Expired';
  if (code.status === 'future') return `Activates on ${formatPromoDate(code.startsAt)}`;
  return 'Active';
}

/** The discount as the list shows it: an amount in the code's currency, or a percentage. */
export function discountText(code: { amount: number | null; percentageValue: number | null; currency: string }): string {
  if (code.amount !== null) return formatMoney(code.amount, code.currency);
  return code.percentageValue !== null ? `${code.percentageValue}%` : '';
}

// ---- The form ----

/** The promo form as typed: numbers as text, dates 'YYYY-MM-DD' and times 'HH:mm' in the browser's time zone. */
export interface PromoFields extends PromoDates {
  code: string;
  limited: boolean;
  quantity: string;
  amount: string;
  percentage: string;
  scope: PromoScope;
  categoryIds: string[];
}

const isWhole = (text: string) => /^\d+$/.test(text.trim());
const isDecimal = (text: string) => /^\d+(\.\d+)?$/.test(text.trim());

export const checkCode = (code: string) => (code.trim() ? true : PROMO_TEXT.codeRequired);

export function checkQuantity(limited: boolean, quantity: string): string | true {
  if (!limited) return true;
  if (!quantity.trim()) return PROMO_TEXT.quantityRequired;
  if (!isWhole(quantity) || Number(quantity) < PROMO_LIMITS.quantityMin) return PROMO_TEXT.quantityMin;
  return Number(quantity) <= PROMO_LIMITS.quantityMax ? true : PROMO_TEXT.quantityMax;
}

/** Seed 001 §5: an amount, unless a percentage is given. */
export function checkAmount(amount: string, percentage: string): string | true {
  if (!amount.trim()) return percentage.trim() ? true : PROMO_TEXT.amountRequired;
  const value = Number(amount);
  return isDecimal(amount) && value >= PROMO_LIMITS.amountMin && value <= PROMO_LIMITS.amountMax ? true : PROMO_TEXT.amountRange;
}

/** Seed 001 §5: a percentage, unless an amount is given. */
export function checkPercentage(percentage: string, amount: string): string | true {
  if (!percentage.trim()) return amount.trim() ? true : PROMO_TEXT.percentRequired;
  const value = Number(percentage);
  return isWhole(percentage) && value >= PROMO_LIMITS.percentMin && value <= PROMO_LIMITS.percentMax ? true : PROMO_TEXT.percentRange;
}

export const checkCategories = (scope: PromoScope, categoryIds: string[]) => (scope !== 'course_categories' || categoryIds.length > 0 ? true : PROMO_TEXT.categories);

export type PromoErrors = Partial<Record<keyof PromoFields, string>>;

/**
 * Every field's message, or none when the form can be sent. A bulk import has no code field; `savedStart` is the start
 * an edited code was saved with (it may be kept once passed).
 */
export function promoFormErrors(fields: PromoFields, { bulk, now, savedStart }: { bulk: boolean; now: Date; savedStart?: { date: string; time: string } }): PromoErrors {
  const checks: [keyof PromoFields, string | true][] = [
    ['code', bulk || checkCode(fields.code)],
    ['quantity', checkQuantity(fields.limited, fields.quantity)],
    ['amount', checkAmount(fields.amount, fields.percentage)],
    ['percentage', checkPercentage(fields.percentage, fields.amount)],
    ['categoryIds', checkCategories(fields.scope, fields.categoryIds)],
  ];
  const errors: PromoErrors = dateErrors(fields, now, savedStart);
  for (const [name, result] of checks) if (result !== true) errors[name] = result;
  return errors;
}

/** What the form shows of a saved code (or a new one's empty form). */
export interface SavedPromoCode {
  code: string;
  amount: number | null;
  currency: string;
  percentageValue: number | null;
  quantity: number | null;
  scope: PromoScope;
  courseCategories: { uuid: string; name: string }[];
  startsAt: string;
  endsAt: string | null;
}

/** An instant as the form's local date and time. */
export function localParts(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return { date: localDate(at), time: localTime(at) };
}

/** A local date and time of the form as an instant. */
export const toInstant = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();

export function promoFields(saved?: SavedPromoCode): PromoFields {
  if (!saved) {
    return { code: '', limited: false, quantity: '', amount: '', percentage: '', scope: 'owner', categoryIds: [], startDate: '', startTime: '', expires: false, endDate: '', endTime: '' };
  }
  const start = localParts(saved.startsAt);
  const end = saved.endsAt ? localParts(saved.endsAt) : { date: '', time: '' };
  return {
    code: saved.code,
    limited: saved.quantity !== null,
    quantity: saved.quantity === null ? '' : String(saved.quantity),
    amount: saved.amount === null ? '' : toMajorInput(saved.amount, saved.currency),
    percentage: saved.percentageValue === null ? '' : String(saved.percentageValue),
    scope: saved.scope,
    categoryIds: saved.courseCategories.map((category) => category.uuid),
    startDate: start.date,
    startTime: start.time,
    expires: saved.endsAt !== null,
    endDate: end.date,
    endTime: end.time,
  };
}

/** The fields of the create, update and bulk calls that the form gives (the code, or codes, apart). */
export function promoRequest(fields: PromoFields, currency: string) {
  return {
    startsAt: toInstant(fields.startDate, fields.startTime),
    endsAt: fields.expires ? toInstant(fields.endDate, fields.endTime) : null,
    scope: fields.scope,
    courseCategoryIds: fields.scope === 'course_categories' ? fields.categoryIds : [],
    amount: fields.amount.trim() ? toMinor(fields.amount, currency) : null,
    percentageValue: fields.percentage.trim() ? Number(fields.percentage) : null,
    quantity: fields.limited ? Number(fields.quantity) : null,
  };
}
