import { Query } from '@nestjs/cqrs';
import type { ReferralsPage } from '../referral-views.js';

export class ListReferralsQuery extends Query<ReferralsPage> {
  constructor(
    readonly referrerId: string,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
