import { ValidationFailed } from '../../shared/errors.js';
import { BENEFIT_MESSAGES, checkBenefit, type BenefitFields, type BenefitInput } from '../domain/membership-rules.js';
import type { Currency } from '../../shared/money.js';
import { orFail } from './owned.js';
import type { MembershipQueries } from './ports/membership-queries.port.js';

/** Checks a benefit form; its tiers must be the owner's (others name nothing). */
export async function prepareBenefit(queries: MembershipQueries, ownerId: string, input: BenefitInput, currency: Currency): Promise<BenefitFields> {
  const fields = orFail(checkBenefit(input, currency));
  const own = new Set((await queries.tiers(ownerId)).map((t) => t.id));
  const tierIds = fields.tierIds.filter((id) => own.has(id));
  if (!tierIds.length) throw new ValidationFailed([BENEFIT_MESSAGES.tiers]);
  return { ...fields, tierIds };
}

