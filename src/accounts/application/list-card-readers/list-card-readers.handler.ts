import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CardReaderView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { ListCardReadersQuery } from './list-card-readers.query.js';

@QueryHandler(ListCardReadersQuery)
export class ListCardReadersHandler implements IQueryHandler<ListCardReadersQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  execute({ ownerId }: ListCardReadersQuery): Promise<CardReaderView[]> {
    return this.queries.cardReaders(ownerId);
  }
}
