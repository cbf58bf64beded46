import { Injectable } from '@nestjs/common';
import { MembershipQueries } from '../application/ports/membership-queries.port.js';
import { MembershipSettingsRepository } from '../application/ports/membership-settings-repository.port.js';
import { MembershipAccess } from '../contracts/membership-access.js';
import { MembershipDirectory, type ProfileMembership } from '../contracts/membership-directory.js';

@Injectable()
export class MembershipDirectoryAdapter extends MembershipDirectory {
  constructor(
    private readonly queries: MembershipQueries,
    private readonly settings: MembershipSettingsRepository,
    private readonly access: MembershipAccess,
  ) {
    super();
  }

  async profileMembership(ownerId: string, viewerId: string | null): Promise<ProfileMembership> {
    const [settings, shown, held] = await Promise.all([
      this.settings.find(ownerId),
      this.queries.hasShownTiers(ownerId),
      this.access.heldTierIds(ownerId, viewerId),
    ]);
    const membershipStatus = settings?.status ?? 'public';
    return { hasMembershipTiers: shown && membershipStatus === 'public', membershipStatus, member: held.length > 0 };
  }
}
