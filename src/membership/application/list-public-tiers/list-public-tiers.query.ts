import { Query } from '@nestjs/cqrs';
import type { PublicTierView } from '../membership-views.js';

/** The tiers a visitor sees on an owner's membership page ([] for a private page without its link id). */
export class ListPublicTiersQuery extends Query<PublicTierView[]> {
  constructor(
    readonly ownerId: string,
    readonly privateUuid: string | undefined,
  ) {
    super();
  }
}
