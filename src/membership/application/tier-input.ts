import { isUuid } from '../../shared/ids.js';
import type { TierInput } from '../domain/membership-rules.js';

/** The tier form: the tier's fields and, optionally, the benefits that list it. */
export interface TierForm extends TierInput {
  discountIds?: unknown;
}

/** The uuids of a list (the benefit picker); anything else names nothing (and must not reach a uuid column). */
export const idsOf = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter(isUuid) : undefined);
