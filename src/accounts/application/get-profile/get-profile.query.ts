import { Query } from '@nestjs/cqrs';
import type { ProfileView } from '../account-views.js';

export class GetProfileQuery extends Query<ProfileView> {
  constructor(
    readonly username: string,
    /** `user` or `school` narrows the lookup to that kind of profile. */
    readonly type?: 'user' | 'school',
    /** The signed-in viewer, for what the profile shows them (membership, whether they follow it). */
    readonly viewerId: string | null = null,
  ) {
    super();
  }
}
