import { Query } from '@nestjs/cqrs';

export class ListCategoriesQuery extends Query<{ id: string; name: string }[]> {}
