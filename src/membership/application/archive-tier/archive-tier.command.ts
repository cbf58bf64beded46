import { Command } from '@nestjs/cqrs';
import type { TierView } from '../membership-views.js';

/** Hide a tier (archived: no new subscriptions, gone from the public page) or show it again. */
export class ArchiveTierCommand extends Command<TierView> {
  constructor(
    readonly ownerId: string,
    readonly tierId: string,
    readonly archived: boolean,
  ) {
    super();
  }
}
