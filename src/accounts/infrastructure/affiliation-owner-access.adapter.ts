import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OwnerAccess, type OwnerFlag, type Principal } from '../../shared/access.js';
import type { FeatureFlag } from '../domain/feature-flags.js';
import { AffiliationEntity, ProfileEntity } from './account.entities.js';
import { ACCOUNT_MESSAGES } from '../domain/account-rules.js';
import { notFound } from '../../shared/errors.js';

/** The guard's flags are the accounts context's: the one list must not drift from the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFlags: Same<OwnerFlag, FeatureFlag> = true;
void sameFlags;

/** The owner itself, an owner or admin member of the organization, or a site admin may manage an owner that is not closed. */
@Injectable()
export class AffiliationOwnerAccess extends OwnerAccess {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async canManage(principal: Principal, ownerId: string): Promise<boolean> {
    // A closed user has no session left, and a closed organization no team: only a site admin could reach
    // one, and its management calls answer as for a profile that does not exist.
    if (principal.siteAdmin && (await this.em.fork().count(ProfileEntity, { id: ownerId, deletedAt: { $ne: null } })) > 0) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    if (principal.siteAdmin || principal.userId === ownerId) return true;
    const affiliation = await this.em
      .fork()
      .findOne(AffiliationEntity, { organizationId: ownerId, userId: principal.userId, $or: [{ owner: true }, { admin: true }] });
    return affiliation !== null;
  }

  async managedOwners(principal: Principal, ownerIds: readonly string[]): Promise<Set<string>> {
    if (!ownerIds.length) return new Set();
    const em = this.em.fork();
    if (principal.siteAdmin) {
      const open = await em.find(ProfileEntity, { id: { $in: [...ownerIds] }, deletedAt: null }, { fields: ['id'] });
      return new Set(open.map((profile) => profile.id));
    }
    const affiliations = await em.find(
      AffiliationEntity,
      { organizationId: { $in: [...ownerIds] }, userId: principal.userId, $or: [{ owner: true }, { admin: true }] },
      { fields: ['organizationId'] },
    );
    const managed = new Set(affiliations.map((affiliation) => affiliation.organizationId));
    if (ownerIds.includes(principal.userId)) managed.add(principal.userId);
    return managed;
  }

  async hasFlag(ownerId: string, flag: OwnerFlag): Promise<boolean> {
    const profile = await this.em.fork().findOne(ProfileEntity, { id: ownerId }, { fields: ['featureFlags'] });
    return profile?.featureFlags.includes(flag) ?? false;
  }
}
