import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BenefitView } from '../membership-views.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { ListBenefitsQuery } from './list-benefits.query.js';

@QueryHandler(ListBenefitsQuery)
export class ListBenefitsHandler implements IQueryHandler<ListBenefitsQuery> {
  constructor(private readonly queries: MembershipQueries) {}

  execute({ ownerId, filter }: ListBenefitsQuery): Promise<BenefitView[]> {
    return this.queries.benefits(ownerId, { ...filter, query: filter.query?.trim() || undefined });
  }
}
