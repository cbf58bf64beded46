import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { unprocessable } from '../../../shared/errors.js';
import { TIER_MESSAGES } from '../../domain/membership-rules.js';
import { findOwnTier } from '../owned.js';
import { BenefitRepository } from '../ports/benefit-repository.port.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { TierRepository } from '../ports/tier-repository.port.js';
import { DeleteTierCommand } from './delete-tier.command.js';

@CommandHandler(DeleteTierCommand)
export class DeleteTierHandler implements ICommandHandler<DeleteTierCommand> {
  constructor(
    private readonly tiers: TierRepository,
    private readonly benefits: BenefitRepository,
    private readonly queries: MembershipQueries,
  ) {}

  async execute({ ownerId, tierId }: DeleteTierCommand): Promise<true> {
    const tier = await findOwnTier(this.tiers, ownerId, tierId);
    if ((await this.queries.tierMemberRows(tier.id)) > 0) throw unprocessable(TIER_MESSAGES.hasMembers);
    await this.benefits.linkTier(ownerId, tier.id, []);
    await this.tiers.delete(tier);
    return true;
  }
}
