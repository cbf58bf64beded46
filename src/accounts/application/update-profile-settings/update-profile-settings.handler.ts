import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadedImages } from '../../../media/contracts/uploads.js';
import { notFound, ValidationFailed } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import { checkSettings, DELETE_IMAGE, invalidMessage, SETTINGS_MESSAGES } from '../../domain/settings-rules.js';
import type { ProfileSettingsView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { ProfileSettingsRepository, type ImageChanges } from '../ports/profile-settings-repository.port.js';
import { UpdateProfileSettingsCommand } from './update-profile-settings.command.js';

/** Checks every field the form sent, then stores them all or nothing, and answers the settings as saved. */
@CommandHandler(UpdateProfileSettingsCommand)
export class UpdateProfileSettingsHandler implements ICommandHandler<UpdateProfileSettingsCommand> {
  constructor(
    private readonly profiles: ProfileSettingsRepository,
    private readonly uploads: UploadedImages,
    private readonly queries: AccountsQueries,
  ) {}

  async execute({ profileId, callerId, settings, images }: UpdateProfileSettingsCommand): Promise<ProfileSettingsView> {
    if (!(await this.profiles.find(profileId))) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    const { changes, problems } = checkSettings(settings);
    const imageChanges: ImageChanges = {};
    for (const [field, column] of [['logo', 'avatar'], ['banner', 'banner']] as const) {
      const value = images[field];
      if (value === undefined) continue;
      if (value === DELETE_IMAGE) {
        imageChanges[column] = null;
        continue;
      }
      const url = await this.uploads.urlOf(value);
      if (url) imageChanges[column] = url;
      else problems.push({ field, message: invalidMessage(field) });
    }
    if (problems.length) throw new ValidationFailed(problems);

    const result = await this.profiles.update(profileId, { ...changes, ...imageChanges });
    if (result === 'closed') throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    // Another account holds the username (any case): the database's unique index decided, also in a race.
    if (result === 'username-taken') throw new ValidationFailed([{ field: 'username', message: SETTINGS_MESSAGES.usernameTaken }]);
    const saved = await this.queries.profileSettings(profileId, callerId);
    if (!saved) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return saved;
  }
}
