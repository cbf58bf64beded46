import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver } from '../../shared/access.js';
import { isUuid } from '../../shared/ids.js';
import { BenefitRepository } from './ports/benefit-repository.port.js';
import { TierRepository } from './ports/tier-repository.port.js';

/** Calls on `/membership_tiers/{id}` act for the tier's owner; an unknown id resolves to none (the handler answers 404). */
@Injectable()
export class TierOwnerResolver implements OwnerResolver {
  constructor(private readonly tiers: TierRepository) {}

  async resolveOwnerId({ params }: CallArguments): Promise<string | null> {
    return isUuid(params.id) ? this.tiers.ownerOf(params.id) : null;
  }
}

/** Calls on `/membership_discounts/{id}` act for the benefit's owner. */
@Injectable()
export class BenefitOwnerResolver implements OwnerResolver {
  constructor(private readonly benefits: BenefitRepository) {}

  async resolveOwnerId({ params }: CallArguments): Promise<string | null> {
    return isUuid(params.id) ? this.benefits.ownerOf(params.id) : null;
  }
}
