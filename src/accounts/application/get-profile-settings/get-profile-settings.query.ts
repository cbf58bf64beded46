import { Query } from '@nestjs/cqrs';
import type { ProfileSettingsView } from '../account-views.js';

export class GetProfileSettingsQuery extends Query<ProfileSettingsView> {
  constructor(
    readonly profileId: string,
    /** Who asks: whether they may delete the account is part of the answer. */
    readonly viewerId: string,
  ) {
    super();
  }
}
