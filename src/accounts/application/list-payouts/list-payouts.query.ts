import { Query } from '@nestjs/cqrs';
import type { PayoutPage } from '../payout-views.js';

export class ListPayoutsQuery extends Query<PayoutPage> {
  constructor(
    readonly ownerId: string,
    readonly page: number,
  ) {
    super();
  }
}
