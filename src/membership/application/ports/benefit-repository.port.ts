import type { Benefit } from '../../domain/membership-rules.js';

/** Port: the owners' member benefits (stored as membership discounts). */
export abstract class BenefitRepository {
  /** The owner's benefit; null for another owner's or a missing one. */
  abstract findOfOwner(ownerId: string, benefitId: string): Promise<Benefit | null>;
  /** The owner of a benefit, or null when there is none (the access guard's resolver). */
  abstract ownerOf(benefitId: string): Promise<string | null>;
  abstract save(benefit: Benefit): Promise<void>;
  abstract delete(benefit: Benefit): Promise<void>;
  /** Makes exactly these benefits of the owner list the tier (the tier form's benefit picker). */
  abstract linkTier(ownerId: string, tierId: string, benefitIds: readonly string[]): Promise<void>;
}
