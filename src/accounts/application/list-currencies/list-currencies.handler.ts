import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CURRENCIES, CURRENCY_CODES } from '../../../shared/money.js';
import { CURRENCY_FEES } from '../../domain/payouts.js';
import type { CurrencyView } from '../payout-views.js';
import { ListCurrenciesQuery } from './list-currencies.query.js';

/** The seeds' currencies with their names, symbols and card processing fees. */
@QueryHandler(ListCurrenciesQuery)
export class ListCurrenciesHandler implements IQueryHandler<ListCurrenciesQuery> {
  async execute(): Promise<CurrencyView[]> {
    return CURRENCY_CODES.map((currency) => ({ currency, symbol: CURRENCIES[currency].symbol, ...CURRENCY_FEES[currency] }));
  }
}
