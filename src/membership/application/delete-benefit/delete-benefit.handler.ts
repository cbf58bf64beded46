import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { unprocessable } from '../../../shared/errors.js';
import { BENEFIT_MESSAGES, benefitDeletable } from '../../domain/membership-rules.js';
import { findOwnBenefit } from '../owned.js';
import { BenefitRepository } from '../ports/benefit-repository.port.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { DeleteBenefitCommand } from './delete-benefit.command.js';

@CommandHandler(DeleteBenefitCommand)
export class DeleteBenefitHandler implements ICommandHandler<DeleteBenefitCommand> {
  constructor(
    private readonly benefits: BenefitRepository,
    private readonly queries: MembershipQueries,
  ) {}

  async execute({ ownerId, benefitId }: DeleteBenefitCommand): Promise<true> {
    const benefit = await findOwnBenefit(this.benefits, ownerId, benefitId);
    if (!benefitDeletable(benefit, await this.queries.benefitRedemptions(benefit.id))) throw unprocessable(BENEFIT_MESSAGES.notDeletable);
    await this.benefits.delete(benefit);
    return true;
  }
}
