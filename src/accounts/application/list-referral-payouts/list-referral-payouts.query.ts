import { Query } from '@nestjs/cqrs';
import type { PageOf, ReferralPayoutView } from '../account-views.js';

export class ListReferralPayoutsQuery extends Query<PageOf<ReferralPayoutView>> {
  constructor(
    readonly referrerId: string,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
