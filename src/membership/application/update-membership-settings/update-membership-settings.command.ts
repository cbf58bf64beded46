import { Command } from '@nestjs/cqrs';
import type { SettingsInput } from '../../domain/membership-rules.js';
import type { MembershipSettingsView } from '../membership-views.js';

/** Save the membership page's hero, description and public/private status (a new private link id when given). */
export class UpdateMembershipSettingsCommand extends Command<MembershipSettingsView> {
  constructor(
    readonly ownerId: string,
    readonly input: SettingsInput,
  ) {
    super();
  }
}
