import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OwnerAccess, type OwnerFlag, type Principal } from '../../shared/access.js';
import { AffiliationEntity, ProfileEntity } from './account.entities.js';

/** The owner itself, an owner or admin member of the organization, or a site admin may manage an owner. */
@Injectable()
export class AffiliationOwnerAccess extends OwnerAccess {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async canManage(principal: Principal, ownerId: string): Promise<boolean> {
    if (principal.siteAdmin || principal.userId === ownerId) return true;
    const affiliation = await this.em
      .fork()
      .findOne(AffiliationEntity, { organizationId: ownerId, userId: principal.userId, $or: [{ owner: true }, { admin: true }] });
    return affiliation !== null;
  }

  async hasFlag(ownerId: string, flag: OwnerFlag): Promise<boolean> {
    const profile = await this.em.fork().findOne(ProfileEntity, { id: ownerId }, { fields: [flag] });
    return profile?.[flag] === true;
  }
}
