import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Refusal, unprocessable } from '../../../shared/errors.js';
import { checkTier, revisePrices, TIER_MESSAGES } from '../../domain/membership-rules.js';
import type { TierView } from '../membership-views.js';
import { orFail, ownerSummary, readTier } from '../owned.js';
import { BenefitRepository } from '../ports/benefit-repository.port.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { TierRepository } from '../ports/tier-repository.port.js';
import { idsOf } from '../tier-input.js';
import { CreateTierCommand } from './create-tier.command.js';

@CommandHandler(CreateTierCommand)
export class CreateTierHandler implements ICommandHandler<CreateTierCommand> {
  constructor(
    private readonly tiers: TierRepository,
    private readonly benefits: BenefitRepository,
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ ownerId, input }: CreateTierCommand): Promise<TierView> {
    const owner = await ownerSummary(this.profiles, ownerId);
    if (!owner.paymentsEnabled) throw unprocessable(TIER_MESSAGES.paymentsRequired);
    const fields = orFail(checkTier(input, owner.currency));
    const now = new Date();
    // A new tier has no price yet: ids sent with its prices name nothing.
    const revised = revisePrices([], fields.prices.map((p) => ({ ...p, id: null })), new Set(), { currency: owner.currency, newId: randomUUID, now });
    if ('error' in revised) throw unprocessable(revised.error);
    const id = randomUUID();
    try {
      await this.tiers.save({
        id,
        ownerId,
        name: fields.name,
        description: fields.description,
        emailText: fields.emailText,
        position: await this.tiers.nextPosition(ownerId),
        archived: false,
        validSubscriptionsLimit: fields.validSubscriptionsLimit,
        currency: owner.currency,
        stripeProductId: null,
        stripeAccountId: null,
        prices: revised.prices,
        createdAt: now,
      });
      const discountIds = idsOf(input.discountIds);
      if (discountIds) await this.benefits.linkTier(ownerId, id, discountIds);
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw unprocessable(TIER_MESSAGES.saveFailed);
    }
    return readTier(this.queries, this.profiles, ownerId, id);
  }
}
