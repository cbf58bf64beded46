import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import type { TierView } from '../membership-views.js';
import { findOwnTier, readTier } from '../owned.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { TierRepository } from '../ports/tier-repository.port.js';
import { ArchiveTierCommand } from './archive-tier.command.js';

@CommandHandler(ArchiveTierCommand)
export class ArchiveTierHandler implements ICommandHandler<ArchiveTierCommand> {
  constructor(
    private readonly tiers: TierRepository,
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ ownerId, tierId, archived }: ArchiveTierCommand): Promise<TierView> {
    const tier = await findOwnTier(this.tiers, ownerId, tierId);
    await this.tiers.save({ ...tier, archived });
    return readTier(this.queries, this.profiles, ownerId, tier.id);
  }
}
