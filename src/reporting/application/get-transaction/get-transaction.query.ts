import { Query } from '@nestjs/cqrs';
import type { TransactionRow } from '../report-views.js';

/** One order of the owner with its items and payment details. */
export class GetTransactionQuery extends Query<TransactionRow> {
  constructor(
    readonly ownerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
