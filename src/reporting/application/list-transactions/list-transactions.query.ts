import { Query } from '@nestjs/cqrs';
import type { Page, TransactionFilter, TransactionRow } from '../report-views.js';

/** The owner's orders, for the Orders page and its export. */
export class ListTransactionsQuery extends Query<Page<TransactionRow>> {
  constructor(
    readonly ownerId: string,
    readonly filter: TransactionFilter,
  ) {
    super();
  }
}
