import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TicketingQueries, type Category } from '../ports/ticketing-queries.port.js';
import { ListCategoriesQuery } from './list-categories.query.js';

@QueryHandler(ListCategoriesQuery)
export class ListCategoriesHandler implements IQueryHandler<ListCategoriesQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  execute(): Promise<Category[]> {
    return this.queries.categories();
  }
}
