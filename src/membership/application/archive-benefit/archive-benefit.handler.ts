import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readBenefit } from '../benefit-view.js';
import type { BenefitView } from '../membership-views.js';
import { findOwnBenefit } from '../owned.js';
import { BenefitRepository } from '../ports/benefit-repository.port.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { ArchiveBenefitCommand } from './archive-benefit.command.js';

@CommandHandler(ArchiveBenefitCommand)
export class ArchiveBenefitHandler implements ICommandHandler<ArchiveBenefitCommand> {
  constructor(
    private readonly benefits: BenefitRepository,
    private readonly queries: MembershipQueries,
  ) {}

  async execute({ ownerId, benefitId, archived }: ArchiveBenefitCommand): Promise<BenefitView> {
    const benefit = await findOwnBenefit(this.benefits, ownerId, benefitId);
    await this.benefits.save({ ...benefit, archived });
    return readBenefit(this.queries, ownerId, benefit.id);
  }
}
