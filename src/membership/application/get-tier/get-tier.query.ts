import { Query } from '@nestjs/cqrs';
import type { TierView } from '../membership-views.js';

/** One tier of the owner, for the edit form. */
export class GetTierQuery extends Query<TierView> {
  constructor(
    readonly ownerId: string,
    readonly tierId: string,
  ) {
    super();
  }
}
