import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { DonationView } from '../donation-view.js';

/** A signed-in viewer donates `amount` (minor units of the owner's currency) to a video's owner. */
export class DonateToVideoCommand extends Command<DonationView> {
  constructor(
    readonly donor: Principal,
    readonly videoId: string,
    readonly amount: number,
  ) {
    super();
  }
}
