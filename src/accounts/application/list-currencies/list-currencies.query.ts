import { Query } from '@nestjs/cqrs';
import type { CurrencyView } from '../payout-views.js';

export class ListCurrenciesQuery extends Query<CurrencyView[]> {}
