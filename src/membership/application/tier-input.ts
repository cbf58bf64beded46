import type { TierInput } from '../domain/membership-rules.js';

/** The tier form: the tier's fields and, optionally, the benefits that list it. */
export interface TierForm extends TierInput {
  discountIds?: unknown;
}

/** The uuids of a list (the benefit picker); anything else names nothing. */
export const idsOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v)) : undefined;
