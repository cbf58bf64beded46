import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { readBenefit } from '../benefit-view.js';
import type { BenefitView } from '../membership-views.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { GetBenefitQuery } from './get-benefit.query.js';

@QueryHandler(GetBenefitQuery)
export class GetBenefitHandler implements IQueryHandler<GetBenefitQuery> {
  constructor(private readonly queries: MembershipQueries) {}

  execute({ ownerId, benefitId }: GetBenefitQuery): Promise<BenefitView> {
    return readBenefit(this.queries, ownerId, benefitId);
  }
}
