import { Command } from '@nestjs/cqrs';
import type { TierView } from '../membership-views.js';
import type { TierForm } from '../tier-input.js';

/** Change a tier; its prices with subscribers stay as they are. */
export class UpdateTierCommand extends Command<TierView> {
  constructor(
    readonly ownerId: string,
    readonly tierId: string,
    readonly input: TierForm,
  ) {
    super();
  }
}
