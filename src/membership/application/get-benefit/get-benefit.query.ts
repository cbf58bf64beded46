import { Query } from '@nestjs/cqrs';
import type { BenefitView } from '../membership-views.js';

/** One benefit of the owner, for the edit form. */
export class GetBenefitQuery extends Query<BenefitView> {
  constructor(
    readonly ownerId: string,
    readonly benefitId: string,
  ) {
    super();
  }
}
