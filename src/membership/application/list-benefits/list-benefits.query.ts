import { Query } from '@nestjs/cqrs';
import type { BenefitFilter, BenefitView } from '../membership-views.js';

/** The owner's benefits by name, searched by name, of one tier, shown or hidden ones. */
export class ListBenefitsQuery extends Query<BenefitView[]> {
  constructor(
    readonly ownerId: string,
    readonly filter: BenefitFilter,
  ) {
    super();
  }
}
