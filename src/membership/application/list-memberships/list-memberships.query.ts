import { Query } from '@nestjs/cqrs';
import type { MembershipView } from '../member-view.js';

/** The caller's memberships with one owner that have not expired; none for an anonymous caller. */
export class ListMembershipsQuery extends Query<MembershipView[]> {
  constructor(
    readonly ownerId: string,
    readonly userId: string | null,
  ) {
    super();
  }
}
