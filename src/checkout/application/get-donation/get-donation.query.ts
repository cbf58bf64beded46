import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { DonationView } from '../donation-view.js';

/** The donor's own donation (anyone else: not found). */
export class GetDonationQuery extends Query<DonationView> {
  constructor(
    readonly donor: Principal,
    readonly donationId: string,
  ) {
    super();
  }
}
