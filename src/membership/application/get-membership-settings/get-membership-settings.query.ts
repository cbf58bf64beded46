import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { MembershipSettingsView } from '../membership-views.js';

/** An owner's membership settings (public); the private link id only for those who manage the owner. */
export class GetMembershipSettingsQuery extends Query<MembershipSettingsView> {
  constructor(
    readonly ownerId: string,
    readonly viewer: Principal | undefined,
  ) {
    super();
  }
}
