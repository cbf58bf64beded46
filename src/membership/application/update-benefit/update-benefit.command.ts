import { Command } from '@nestjs/cqrs';
import type { BenefitInput } from '../../domain/membership-rules.js';
import type { BenefitView } from '../membership-views.js';

/** Change a benefit (the whole form). */
export class UpdateBenefitCommand extends Command<BenefitView> {
  constructor(
    readonly ownerId: string,
    readonly benefitId: string,
    readonly input: BenefitInput,
  ) {
    super();
  }
}
