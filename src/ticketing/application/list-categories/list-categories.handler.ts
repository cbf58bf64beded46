import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseCategoryEntity } from '../../infrastructure/ticketing.entities.js';
import { ListCategoriesQuery } from './list-categories.query.js';

@QueryHandler(ListCategoriesQuery)
export class ListCategoriesHandler implements IQueryHandler<ListCategoriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<{ id: string; name: string }[]> {
    const categories = await this.em.fork().find(CourseCategoryEntity, {}, { orderBy: { position: 'asc' } });
    return categories.map(({ id, name }) => ({ id, name }));
  }
}
