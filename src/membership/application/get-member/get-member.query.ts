import { Query } from '@nestjs/cqrs';
import type { MemberView } from '../member-view.js';

/** One member (the guard has checked the caller manages the member's owner). */
export class GetMemberQuery extends Query<MemberView> {
  constructor(readonly subscriptionId: string) {
    super();
  }
}
