import { Command } from '@nestjs/cqrs';
import type { TierView } from '../membership-views.js';
import type { TierForm } from '../tier-input.js';

/** Create a tier (priced in the owner's currency); the owner must take payments first. */
export class CreateTierCommand extends Command<TierView> {
  constructor(
    readonly ownerId: string,
    readonly input: TierForm,
  ) {
    super();
  }
}
