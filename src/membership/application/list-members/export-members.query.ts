import { Query } from '@nestjs/cqrs';
import type { MemberSearch, MemberView } from '../member-view.js';

/** Every member matching the search, for the 'Members {date}.csv' export. */
export class ExportMembersQuery extends Query<MemberView[]> {
  constructor(
    readonly ownerId: string,
    readonly search: MemberSearch,
  ) {
    super();
  }
}
