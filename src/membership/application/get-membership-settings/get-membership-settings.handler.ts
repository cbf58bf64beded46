import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { OwnerAccess } from '../../../shared/access.js';
import { isUuid } from '../../../shared/ids.js';
import { notFound } from '../../../shared/errors.js';
import { MEMBERSHIP_FEE_PERCENT } from '../../domain/membership-rules.js';
import type { MembershipSettingsView } from '../membership-views.js';
import { MembershipSettingsRepository } from '../ports/membership-settings-repository.port.js';
import { GetMembershipSettingsQuery } from './get-membership-settings.query.js';

@QueryHandler(GetMembershipSettingsQuery)
export class GetMembershipSettingsHandler implements IQueryHandler<GetMembershipSettingsQuery> {
  constructor(
    private readonly settings: MembershipSettingsRepository,
    private readonly profiles: ProfileDirectory,
    private readonly access: OwnerAccess,
  ) {}

  async execute({ ownerId, viewer }: GetMembershipSettingsQuery): Promise<MembershipSettingsView> {
    const [owner] = isUuid(ownerId) ? await this.profiles.findByIds([ownerId]) : [];
    if (!owner) throw notFound("Sorry! That profile wasn't found.");
    const manages = !!viewer && (await this.access.canManage(viewer, ownerId));
    // A manager's first read saves the defaults, so the private link they copy stays the same.
    const settings = manages ? await this.settings.findOrCreate(ownerId) : await this.settings.find(ownerId);
    return {
      title: settings?.title ?? '',
      description: settings?.description ?? '',
      status: settings?.status ?? 'public',
      membershipPrivateUuid: manages ? (settings?.privateUuid ?? null) : null,
      stripeConnected: owner.paymentsEnabled,
      fee: MEMBERSHIP_FEE_PERCENT,
      type: owner.type,
    };
  }
}
