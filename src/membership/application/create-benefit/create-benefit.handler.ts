import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { prepareBenefit } from '../benefit-input.js';
import { readBenefit } from '../benefit-view.js';
import type { BenefitView } from '../membership-views.js';
import { ownerSummary } from '../owned.js';
import { BenefitRepository } from '../ports/benefit-repository.port.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { CreateBenefitCommand } from './create-benefit.command.js';

@CommandHandler(CreateBenefitCommand)
export class CreateBenefitHandler implements ICommandHandler<CreateBenefitCommand> {
  constructor(
    private readonly benefits: BenefitRepository,
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ ownerId, input }: CreateBenefitCommand): Promise<BenefitView> {
    const owner = await ownerSummary(this.profiles, ownerId);
    const fields = await prepareBenefit(this.queries, ownerId, input, owner.currency);
    const id = randomUUID();
    await this.benefits.save({ id, ownerId, ...fields, archived: false, currency: owner.currency, createdAt: new Date() });
    return readBenefit(this.queries, ownerId, id);
  }
}
