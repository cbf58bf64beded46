import { Command } from '@nestjs/cqrs';
import type { SettingsInput } from '../../domain/settings-rules.js';
import type { ProfileSettingsView } from '../account-views.js';

/** The settings form of seed 001 §2.1; images are upload identifiers, or DELETE_IMAGE to remove one. */
export class UpdateProfileSettingsCommand extends Command<ProfileSettingsView> {
  constructor(
    readonly profileId: string,
    readonly callerId: string,
    readonly settings: SettingsInput,
    readonly images: { logo?: string; banner?: string },
  ) {
    super();
  }
}
