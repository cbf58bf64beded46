import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PaymentAccounts } from '../../../checkout/contracts/payment-accounts.js';
import { notFound } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import { paymentConnectionView, type PaymentConnectionView } from '../payout-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { GetPaymentConnectionQuery } from './get-payment-connection.query.js';

/** The owner's payment connection, and which gateway runs (the page labels the demo one). */
@QueryHandler(GetPaymentConnectionQuery)
export class GetPaymentConnectionHandler implements IQueryHandler<GetPaymentConnectionQuery> {
  constructor(
    private readonly queries: AccountsQueries,
    private readonly accounts: PaymentAccounts,
  ) {}

  async execute({ ownerId }: GetPaymentConnectionQuery): Promise<PaymentConnectionView> {
    const connection = await this.queries.paymentConnection(ownerId);
    if (!connection) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return paymentConnectionView(this.accounts.kind, connection);
  }
}
