import { CURRENCIES, type Currency } from '../../shared/money.js';

/** Seed 001 §5 and §9: what the promo code forms accept (the web reads these through the contract). */
export const CODE_MAX_LENGTH = 10;
/** Codes uploaded in bulk are at least this long. */
export const BULK_CODE_MIN_LENGTH = 6;
/** Codes are letters and digits, upper case. */
export const CODE_PATTERN = '^[A-Z0-9]+$';
/** A fixed discount lies between these, in major units of the owner's currency. */
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 10000;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 100;
export const USAGE_LIMIT_MIN = 1;
/** The seeds set no maximum; storage has one. */
export const USAGE_LIMIT_MAX = 1_000_000;
/** Start times are picked in steps of this many minutes. */
export const TIME_STEP_MINUTES = 30;
/** Codes one bulk upload may carry. */
export const BULK_CODES_MAX = 1000;
export const PROMO_CODES_PER_PAGE = 10;
export const PROMO_CODES_MAX_PER_PAGE = 100;

export type PromoScope = 'owner' | 'course_categories';
export const PROMO_SCOPES: readonly PromoScope[] = ['owner', 'course_categories'];
export type PromoStatus = 'expired' | 'future' | 'active';
export const PROMO_STATUSES: readonly PromoStatus[] = ['expired', 'future', 'active'];
export type PromoSort = 'code' | 'discount' | 'uses';
export const PROMO_SORTS: readonly PromoSort[] = ['code', 'discount', 'uses'];

/** Messages of the forms (seed 001 §5, §8); `{line}` stands for a line number of the uploaded file. */
export const PROMO_CODE_MESSAGES = {
  codeRequired: 'Code is required',
  codeTooLong: `Code must be at most ${CODE_MAX_LENGTH} characters`,
  codeExists: 'This code already exists',
  codesExist: 'These codes already exist',
  codesRequired: 'Uploaded codes are required',
  tooManyCodes: `Upload at most ${BULK_CODES_MAX} codes at once`,
  lineTooShort: 'Code on line {line} is too short. Codes must be at least 6 characters.',
  lineInvalid: 'Code on line {line} contains invalid characters. Only letters and numbers are allowed.',
  lineTooLong: `Code on line {line} is too long. Codes must be at most ${CODE_MAX_LENGTH} characters.`,
  lineRepeated: 'Code on line {line} appears on an earlier line. Each code must be unique.',
  usageLimit: 'Usage limit must be at least 1',
  usageLimitTooLarge: `Usage limit must be at most ${USAGE_LIMIT_MAX}`,
  amountRequired: 'Discount amount is required',
  percentRequired: 'Discount percentage is required',
  amountAndPercent: 'Enter a discount amount or a percentage, not both',
  amountRange: `Discount amount must be between ${AMOUNT_MIN} and ${AMOUNT_MAX}`,
  percentRange: `Discount percentage must be between ${PERCENT_MIN} and ${PERCENT_MAX}`,
  startRequired: 'Start date is required',
  startStep: `Start time must be on a ${TIME_STEP_MINUTES}-minute step`,
  endRequired: 'End date is required',
  endAfterStart: 'End time must be after the start time',
  scope: 'Choose where the code applies',
  categories: 'Select at least one category',
  unknownCategory: 'Select categories from the list',
  notFound: 'No promo code found',
  deleted: 'Promo code deleted successfully',
} as const;

/** A line's message, for the line (1-based) of the uploaded file. */
export const lineMessage = (template: string, line: number) => template.replace('{line}', String(line));

/** What a code grants, and when and where. */
export interface PromoTerms {
  startsAt: Date;
  endsAt: Date | null;
  scope: PromoScope;
  /** The categories of scope course_categories (empty for owner). */
  courseCategoryIds: string[];
  /** A fixed discount in minor units of `currency`, or null. */
  amount: number | null;
  percentageValue: number | null;
  /** The usage limit; null when unlimited. */
  quantity: number | null;
}

/** An owner's global promo code. `uses` counts orders completed with it. */
export interface GlobalPromoCode extends PromoTerms {
  id: string;
  ownerId: string;
  code: string;
  currency: Currency;
  uses: number;
  createdAt: Date;
}

/** The terms as a form sends them (unchecked). Amounts are minor units. */
export interface PromoTermsInput {
  startsAt?: unknown;
  endsAt?: unknown;
  scope?: unknown;
  courseCategoryIds?: unknown;
  amount?: unknown;
  percentageValue?: unknown;
  quantity?: unknown;
}

export interface PromoCodeInput extends PromoTermsInput {
  code?: unknown;
}

export interface BulkPromoCodesInput extends PromoTermsInput {
  codes?: unknown;
}

type Checked<T> = { errors: string[] } | { fields: T };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The smallest and largest fixed discount in minor units of the currency: 1 to 10000 major units. */
export function amountRange(currency: Currency): { min: number; max: number } {
  const unit = 10 ** CURRENCIES[currency].digits;
  return { min: AMOUNT_MIN * unit, max: AMOUNT_MAX * unit };
}

/** A typed code as stored: letters and digits only, upper case ('summer-10!' is SUMMER10). */
export const cleanCode = (raw: string) => raw.replace(/[^a-zA-Z0-9]/g, '').toUpperCase();

function readDateTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * On the form's 30-minute step in the owner's local time. Every time zone's offset from UTC is a whole
 * number of quarter hours, so a local half hour falls on a quarter hour in UTC: that is what is checked here.
 */
const onTimeStep = (date: Date) => date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0 && date.getUTCMinutes() % 15 === 0;

/** Checks the terms; every problem is listed, in the form's order. */
export function checkTerms(input: PromoTermsInput, currency: Currency): Checked<PromoTerms> {
  const errors: string[] = [];
  const limited = !isBlank(input.quantity);
  if (limited) {
    if (!isWholeNumber(input.quantity) || input.quantity < USAGE_LIMIT_MIN) errors.push(PROMO_CODE_MESSAGES.usageLimit);
    else if (input.quantity > USAGE_LIMIT_MAX) errors.push(PROMO_CODE_MESSAGES.usageLimitTooLarge);
  }
  const hasAmount = !isBlank(input.amount);
  const hasPercent = !isBlank(input.percentageValue);
  if (hasAmount && hasPercent) errors.push(PROMO_CODE_MESSAGES.amountAndPercent);
  else if (!hasAmount && !hasPercent) errors.push(PROMO_CODE_MESSAGES.amountRequired, PROMO_CODE_MESSAGES.percentRequired);
  else if (hasAmount) {
    const { min, max } = amountRange(currency);
    if (!isWholeNumber(input.amount) || input.amount < min || input.amount > max) errors.push(PROMO_CODE_MESSAGES.amountRange);
  } else if (!isWholeNumber(input.percentageValue) || input.percentageValue < PERCENT_MIN || input.percentageValue > PERCENT_MAX) {
    errors.push(PROMO_CODE_MESSAGES.percentRange);
  }
  const startsAt = readDateTime(input.startsAt);
  if (!startsAt) errors.push(PROMO_CODE_MESSAGES.startRequired);
  else if (!onTimeStep(startsAt)) errors.push(PROMO_CODE_MESSAGES.startStep);
  const endsAt = isBlank(input.endsAt) ? null : readDateTime(input.endsAt);
  if (!isBlank(input.endsAt) && !endsAt) errors.push(PROMO_CODE_MESSAGES.endRequired);
  else if (startsAt && endsAt && endsAt <= startsAt) errors.push(PROMO_CODE_MESSAGES.endAfterStart);
  const scope = input.scope as PromoScope;
  const courseCategoryIds = Array.isArray(input.courseCategoryIds)
    ? [...new Set(input.courseCategoryIds.filter((id): id is string => typeof id === 'string' && UUID.test(id)).map((id) => id.toLowerCase()))]
    : [];
  if (!PROMO_SCOPES.includes(scope)) errors.push(PROMO_CODE_MESSAGES.scope);
  else if (scope === 'course_categories' && !courseCategoryIds.length) errors.push(PROMO_CODE_MESSAGES.categories);
  if (errors.length) return { errors };
  return {
    fields: {
      startsAt: startsAt!,
      endsAt,
      scope,
      // Only the chosen scope's list is kept.
      courseCategoryIds: scope === 'course_categories' ? courseCategoryIds : [],
      amount: hasAmount ? (input.amount as number) : null,
      percentageValue: hasPercent ? (input.percentageValue as number) : null,
      quantity: limited ? (input.quantity as number) : null,
    },
  };
}

/** Checks one code of the add and edit forms: cleaned to letters and digits, upper case, 1 to 10 of them. */
export function checkPromoCode(input: PromoCodeInput, currency: Currency): Checked<PromoTerms & { code: string }> {
  const code = typeof input.code === 'string' ? cleanCode(input.code) : '';
  const codeErrors = !code ? [PROMO_CODE_MESSAGES.codeRequired] : code.length > CODE_MAX_LENGTH ? [PROMO_CODE_MESSAGES.codeTooLong] : [];
  const terms = checkTerms(input, currency);
  const errors = [...codeErrors, ...('errors' in terms ? terms.errors : [])];
  if (errors.length || 'errors' in terms) return { errors };
  return { fields: { code, ...terms.fields } };
}

/**
 * Checks a bulk upload: each line's code as the browser checked it (letters and digits, 6 to 10, upper
 * cased, once), then the terms shared by every code. Line numbers count from 1.
 */
export function checkBulkPromoCodes(input: BulkPromoCodesInput, currency: Currency): Checked<PromoTerms & { codes: string[] }> {
  const errors: string[] = [];
  const raw = Array.isArray(input.codes) ? input.codes : [];
  if (!raw.length) errors.push(PROMO_CODE_MESSAGES.codesRequired);
  else if (raw.length > BULK_CODES_MAX) errors.push(PROMO_CODE_MESSAGES.tooManyCodes);
  const codes: string[] = [];
  if (raw.length <= BULK_CODES_MAX) {
    const seen = new Set<string>();
    raw.forEach((value, n) => {
      const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
      const line = n + 1;
      if (/[^A-Z0-9]/.test(code)) errors.push(lineMessage(PROMO_CODE_MESSAGES.lineInvalid, line));
      else if (code.length < BULK_CODE_MIN_LENGTH) errors.push(lineMessage(PROMO_CODE_MESSAGES.lineTooShort, line));
      else if (code.length > CODE_MAX_LENGTH) errors.push(lineMessage(PROMO_CODE_MESSAGES.lineTooLong, line));
      else if (seen.has(code)) errors.push(lineMessage(PROMO_CODE_MESSAGES.lineRepeated, line));
      seen.add(code);
      codes.push(code);
    });
  }
  const terms = checkTerms(input, currency);
  if ('errors' in terms) errors.push(...terms.errors);
  if (errors.length || 'errors' in terms) return { errors };
  return { fields: { codes, ...terms.fields } };
}

/** The message of uploaded codes the owner already has, naming them. */
export const takenMessage = (codes: readonly string[]) => `${codes.length === 1 ? PROMO_CODE_MESSAGES.codeExists : PROMO_CODE_MESSAGES.codesExist}: ${codes.join(', ')}`;

/** Seed 001 §4: expired once its end has come, future before its start, active in between. */
export function promoStatus(code: Pick<PromoTerms, 'startsAt' | 'endsAt'>, now: Date): PromoStatus {
  if (code.endsAt && code.endsAt <= now) return 'expired';
  if (code.startsAt > now) return 'future';
  return 'active';
}
