import { Query } from '@nestjs/cqrs';
import type { PaymentConnectionView } from '../payout-views.js';

export class GetPaymentConnectionQuery extends Query<PaymentConnectionView> {
  constructor(readonly ownerId: string) {
    super();
  }
}
