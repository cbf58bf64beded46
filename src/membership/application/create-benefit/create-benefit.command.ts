import { Command } from '@nestjs/cqrs';
import type { BenefitInput } from '../../domain/membership-rules.js';
import type { BenefitView } from '../membership-views.js';

/** Create a benefit (in the owner's currency) for some of the owner's tiers. */
export class CreateBenefitCommand extends Command<BenefitView> {
  constructor(
    readonly ownerId: string,
    readonly input: BenefitInput,
  ) {
    super();
  }
}
