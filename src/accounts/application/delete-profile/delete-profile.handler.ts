import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OwnerEvents } from '../../../ticketing/contracts/owner-events.js';
import { forbidden, notFound } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import { mayDeleteProfile, SETTINGS_MESSAGES } from '../../domain/settings-rules.js';
import { ProfileSettingsRepository } from '../ports/profile-settings-repository.port.js';
import { DeleteProfileCommand } from './delete-profile.command.js';

/**
 * Deletes (closes) an account; docs/architecture.md "Deleting an account". Its events go off sale first, so
 * that a failure in between leaves an open account that can be deleted again, never a closed one still selling.
 */
@CommandHandler(DeleteProfileCommand)
export class DeleteProfileHandler implements ICommandHandler<DeleteProfileCommand> {
  constructor(
    private readonly profiles: ProfileSettingsRepository,
    private readonly events: OwnerEvents,
  ) {}

  async execute({ profileId, callerId }: DeleteProfileCommand): Promise<{ message: string }> {
    const profile = await this.profiles.find(profileId);
    if (!profile) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    const owners = profile.type === 'School' ? await this.profiles.ownerUserIds(profileId) : [];
    if (!mayDeleteProfile(profileId, callerId, owners)) throw forbidden(SETTINGS_MESSAGES.notAllowedToDelete);
    await this.events.closeOwnerEvents(profileId);
    await this.profiles.close(profileId);
    return { message: SETTINGS_MESSAGES.deleted };
  }
}
