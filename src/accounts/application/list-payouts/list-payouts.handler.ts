import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PaymentAccounts } from '../../../checkout/contracts/payment-accounts.js';
import { notFound } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import { PAYOUTS_PER_PAGE } from '../../domain/payouts.js';
import type { PayoutPage } from '../payout-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { ListPayoutsQuery } from './list-payouts.query.js';

/** The payout table: the account's paid payouts, newest first (the provider's latest 100), 10 per page. */
@QueryHandler(ListPayoutsQuery)
export class ListPayoutsHandler implements IQueryHandler<ListPayoutsQuery> {
  constructor(
    private readonly queries: AccountsQueries,
    private readonly accounts: PaymentAccounts,
  ) {}

  async execute({ ownerId, page }: ListPayoutsQuery): Promise<PayoutPage> {
    const connection = await this.queries.paymentConnection(ownerId);
    if (!connection) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    const payouts = connection.accountId ? await this.accounts.payouts(connection.accountId) : [];
    const start = (page - 1) * PAYOUTS_PER_PAGE;
    return {
      data: payouts.slice(start, start + PAYOUTS_PER_PAGE).map((p) => ({ id: p.id, datePaid: p.arrivalDate.toISOString(), amountPaid: p.amount, currency: p.currency })),
      page,
      perPage: PAYOUTS_PER_PAGE,
      totalCount: payouts.length,
    };
  }
}
