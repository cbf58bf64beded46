import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OwnerAccess, type Principal } from '../../shared/http/auth.js';
import { AffiliationEntity } from './account.entities.js';

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
}
