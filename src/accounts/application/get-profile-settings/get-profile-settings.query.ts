import { Query } from '@nestjs/cqrs';
import type { ProfileSettingsView } from '../account-views.js';

export class GetProfileSettingsQuery extends Query<ProfileSettingsView> {
  constructor(readonly profileId: string) {
    super();
  }
}
