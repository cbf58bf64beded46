import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { prepareBenefit } from '../benefit-input.js';
import { readBenefit } from '../benefit-view.js';
import type { BenefitView } from '../membership-views.js';
import { findOwnBenefit } from '../owned.js';
import { BenefitRepository } from '../ports/benefit-repository.port.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { UpdateBenefitCommand } from './update-benefit.command.js';

@CommandHandler(UpdateBenefitCommand)
export class UpdateBenefitHandler implements ICommandHandler<UpdateBenefitCommand> {
  constructor(
    private readonly benefits: BenefitRepository,
    private readonly queries: MembershipQueries,
  ) {}

  async execute({ ownerId, benefitId, input }: UpdateBenefitCommand): Promise<BenefitView> {
    const benefit = await findOwnBenefit(this.benefits, ownerId, benefitId);
    const fields = await prepareBenefit(this.queries, ownerId, input, benefit.currency);
    await this.benefits.save({ ...benefit, ...fields });
    return readBenefit(this.queries, ownerId, benefit.id);
  }
}
