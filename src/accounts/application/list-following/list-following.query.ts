import { Query } from '@nestjs/cqrs';
import type { FollowProfileView } from '../account-views.js';

export class ListFollowingQuery extends Query<FollowProfileView[]> {
  constructor(
    readonly profileId: string,
    /** 1-based; pages of PROFILE_LIST_PAGE_SIZE. */
    readonly page: number,
    /** The signed-in viewer, for whom `following` is answered. */
    readonly viewerId: string | null,
  ) {
    super();
  }
}
