import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccountRepository, type AlreadyTaken, type NewOrganization, type NewUser } from '../application/ports/account-repository.port.js';
import type { Profile, TeamMember, UserLogin } from '../domain/account.js';
import { AffiliationEntity, ProfileEntity, toProfile, UserEntity } from './account.entities.js';

/** The unique index of accounts.users (email); the other unique field of an account is the profile's username. */
const EMAIL_CONSTRAINT = 'users_email_key';

@Injectable()
export class MikroOrmAccountRepository extends AccountRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findUserByEmail(email: string): Promise<UserLogin | null> {
    const user = await this.em.fork().findOne(UserEntity, { email });
    return user && { id: user.id, email: user.email, passwordHash: user.passwordHash };
  }

  addUser(user: NewUser): Promise<Profile | AlreadyTaken> {
    // The user row refers to its profile: write the profile first, both in one transaction.
    return this.addProfile({ type: 'User', username: user.username, name: user.name, referredBy: user.referredBy }, (tx, profile) =>
      tx.create(UserEntity, { id: profile.id, email: user.email, passwordHash: user.passwordHash, siteAdmin: user.siteAdmin }),
    );
  }

  addOrganization(organization: NewOrganization, founder: TeamMember): Promise<Profile | AlreadyTaken> {
    return this.addProfile({ type: 'School', username: organization.username, name: organization.name, referredBy: organization.referredBy }, (tx, profile) =>
      tx.create(AffiliationEntity, { organizationId: profile.id, userId: founder.userId, name: founder.role, owner: founder.owner, admin: founder.admin }),
    );
  }

  async referrerOf(profileId: string): Promise<string | null> {
    const profile = await this.em.fork().findOne(ProfileEntity, { id: profileId }, { fields: ['referredBy'] });
    return profile?.referredBy ?? null;
  }

  private async addProfile(fields: Pick<ProfileEntity, 'type' | 'username' | 'name' | 'referredBy'>, alongside: (tx: EntityManager, profile: ProfileEntity) => void): Promise<Profile | AlreadyTaken> {
    try {
      const profile = await this.em.fork().transactional(async (tx) => {
        const created = tx.create(ProfileEntity, fields);
        await tx.flush();
        alongside(tx, created);
        return created;
      });
      return toProfile(profile);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return { taken: (error as { constraint?: string }).constraint === EMAIL_CONSTRAINT ? 'email' : 'username' };
    }
  }
}
