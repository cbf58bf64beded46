import { notFound, ValidationFailed } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { ProfileDirectory, ProfileSummary } from '../../accounts/contracts/profile-directory.js';
import { BENEFIT_MESSAGES, TIER_MESSAGES, type Benefit, type Tier } from '../domain/membership-rules.js';
import type { BenefitRepository } from './ports/benefit-repository.port.js';
import type { MembershipQueries } from './ports/membership-queries.port.js';
import type { TierRepository } from './ports/tier-repository.port.js';
import { tierView, type TierView } from './membership-views.js';

/** The owner's tier; another owner's (or none) is answered 404 alike, so ids of others leak nothing. */
export async function findOwnTier(tiers: TierRepository, ownerId: string, tierId: string): Promise<Tier> {
  const tier = isUuid(ownerId) && isUuid(tierId) ? await tiers.findOfOwner(ownerId, tierId) : null;
  if (!tier) throw notFound(TIER_MESSAGES.notFound);
  return tier;
}

export async function findOwnBenefit(benefits: BenefitRepository, ownerId: string, benefitId: string): Promise<Benefit> {
  const benefit = isUuid(ownerId) && isUuid(benefitId) ? await benefits.findOfOwner(ownerId, benefitId) : null;
  if (!benefit) throw notFound(BENEFIT_MESSAGES.notFound);
  return benefit;
}

/** The owner's profile summary (management calls name an existing owner; the guard admitted the caller). */
export async function ownerSummary(profiles: ProfileDirectory, ownerId: string): Promise<ProfileSummary> {
  const [owner] = await profiles.findByIds([ownerId]);
  if (!owner) throw notFound("Sorry! That profile wasn't found.");
  return owner;
}

/** One tier of the owner as the tier pages show it. */
export async function readTier(queries: MembershipQueries, profiles: ProfileDirectory, ownerId: string, tierId: string): Promise<TierView> {
  const [row] = isUuid(ownerId) && isUuid(tierId) ? await queries.tiers(ownerId, { tierId }) : [];
  if (!row) throw notFound(TIER_MESSAGES.notFound);
  const owner = await ownerSummary(profiles, ownerId);
  return tierView(row, owner.paymentsEnabled);
}

/** Rules answer every problem of a form at once, as a list. */
export function orFail<T>(checked: { errors: string[] } | { fields: T }): T {
  if ('errors' in checked) throw new ValidationFailed(checked.errors);
  return checked.fields;
}

