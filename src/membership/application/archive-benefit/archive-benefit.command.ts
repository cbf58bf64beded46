import { Command } from '@nestjs/cqrs';
import type { BenefitView } from '../membership-views.js';

/** Hide a benefit (no longer applied at checkout) or show it again. */
export class ArchiveBenefitCommand extends Command<BenefitView> {
  constructor(
    readonly ownerId: string,
    readonly benefitId: string,
    readonly archived: boolean,
  ) {
    super();
  }
}
