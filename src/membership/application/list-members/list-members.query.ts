import { Query } from '@nestjs/cqrs';
import type { MemberSearch, MembersPage } from '../member-view.js';

/** The owner's members matching the search, a page at a time (newest first). */
export class ListMembersQuery extends Query<MembersPage> {
  constructor(
    readonly ownerId: string,
    readonly search: MemberSearch,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
