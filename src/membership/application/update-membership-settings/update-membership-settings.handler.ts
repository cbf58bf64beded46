import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { checkSettings, MEMBERSHIP_FEE_PERCENT } from '../../domain/membership-rules.js';
import type { MembershipSettingsView } from '../membership-views.js';
import { orFail, ownerSummary } from '../owned.js';
import { MembershipSettingsRepository } from '../ports/membership-settings-repository.port.js';
import { UpdateMembershipSettingsCommand } from './update-membership-settings.command.js';

@CommandHandler(UpdateMembershipSettingsCommand)
export class UpdateMembershipSettingsHandler implements ICommandHandler<UpdateMembershipSettingsCommand> {
  constructor(
    private readonly settings: MembershipSettingsRepository,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ ownerId, input }: UpdateMembershipSettingsCommand): Promise<MembershipSettingsView> {
    const owner = await ownerSummary(this.profiles, ownerId);
    const fields = orFail(checkSettings(input));
    const current = await this.settings.findOrCreate(ownerId);
    const saved = { ...current, title: fields.title, description: fields.description, status: fields.status, privateUuid: fields.privateUuid ?? current.privateUuid };
    await this.settings.save(saved);
    return {
      title: saved.title,
      description: saved.description,
      status: saved.status,
      membershipPrivateUuid: saved.privateUuid,
      stripeConnected: owner.paymentsEnabled,
      fee: MEMBERSHIP_FEE_PERCENT,
      type: owner.type,
    };
  }
}
