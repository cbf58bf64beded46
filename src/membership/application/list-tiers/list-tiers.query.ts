import { Query } from '@nestjs/cqrs';
import type { TierView } from '../membership-views.js';

/** The owner's tiers, hidden ones too, by position then name; `query` searches names. */
export class ListTiersQuery extends Query<TierView[]> {
  constructor(
    readonly ownerId: string,
    readonly search?: string,
  ) {
    super();
  }
}
