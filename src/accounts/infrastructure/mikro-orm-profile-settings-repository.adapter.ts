import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProfileSettingsRepository, type ImageChanges } from '../application/ports/profile-settings-repository.port.js';
import { closedAccountName, type OptionalSetting, type ProfileSettings, type SettingsChanges } from '../domain/settings-rules.js';
import { asCurrency } from '../../shared/money.js';
import { AffiliationEntity, ProfileEntity, SessionEntity, UserEntity } from './account.entities.js';

/** The public contact links live in `social` under the keys the public profile shows. */
const SOCIAL_KEYS = {
  publicEmail: 'email',
  phone: 'phone',
  websiteUrl: 'webUrl',
  instagramUrl: 'instagramUrl',
  facebookUrl: 'facebookUrl',
  twitterUrl: 'twitterUrl',
  youtubeUrl: 'youtubeUrl',
  tiktokUrl: 'tiktokUrl',
} as const satisfies Partial<Record<OptionalSetting, string>>;

const COLUMNS = ['googleAnalyticsId', 'metaPixelId', 'googleTagManagerContainerId'] as const satisfies readonly OptionalSetting[];

/** The settings stored in a profile row; also what the settings query answers. */
export function toProfileSettings(entity: ProfileEntity): ProfileSettings {
  const social = (key: keyof typeof SOCIAL_KEYS) => entity.social[SOCIAL_KEYS[key]] || null;
  return {
    id: entity.id,
    type: entity.type,
    name: entity.name,
    username: entity.username,
    description: entity.description,
    timezone: entity.timezone,
    currency: asCurrency(entity.currency),
    avatar: entity.avatar,
    banner: entity.banner,
    publicEmail: social('publicEmail'),
    phone: social('phone'),
    websiteUrl: social('websiteUrl'),
    instagramUrl: social('instagramUrl'),
    facebookUrl: social('facebookUrl'),
    twitterUrl: social('twitterUrl'),
    youtubeUrl: social('youtubeUrl'),
    tiktokUrl: social('tiktokUrl'),
    googleAnalyticsId: entity.googleAnalyticsId,
    metaPixelId: entity.metaPixelId,
    googleTagManagerContainerId: entity.googleTagManagerContainerId,
  };
}

@Injectable()
export class MikroOrmProfileSettingsRepository extends ProfileSettingsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async find(profileId: string): Promise<ProfileSettings | null> {
    const entity = await this.em.fork().findOne(ProfileEntity, { id: profileId, deletedAt: null });
    return entity && toProfileSettings(entity);
  }

  async ownerUserIds(profileId: string): Promise<string[]> {
    const owners = await this.em.fork().find(AffiliationEntity, { organizationId: profileId, owner: true, userId: { $ne: null } }, { fields: ['userId'] });
    return owners.flatMap((owner) => (owner.userId ? [owner.userId] : []));
  }

  async update(profileId: string, changes: SettingsChanges & ImageChanges): Promise<'saved' | 'username-taken' | 'closed'> {
    const em = this.em.fork();
    try {
      return await em.transactional(async (tx) => {
        // Locked, so two saves of one profile cannot drop each other's social links.
        const entity = await tx.findOne(ProfileEntity, { id: profileId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!entity) return 'closed';
        entity.name = changes.name;
        entity.username = changes.username;
        if (changes.description !== undefined) entity.description = changes.description;
        if (changes.timezone !== undefined) entity.timezone = changes.timezone;
        if (changes.currency !== undefined) entity.currency = changes.currency;
        if (changes.avatar !== undefined) entity.avatar = changes.avatar;
        if (changes.banner !== undefined) entity.banner = changes.banner;
        const social = { ...entity.social };
        for (const [field, key] of Object.entries(SOCIAL_KEYS) as [keyof typeof SOCIAL_KEYS, string][]) {
          const value = changes[field];
          if (value === undefined) continue;
          if (value === null) delete social[key];
          else social[key] = value;
        }
        entity.social = social;
        for (const column of COLUMNS) if (changes[column] !== undefined) entity[column] = changes[column];
        return 'saved';
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'username-taken';
      throw error;
    }
  }

  async close(profileId: string): Promise<void> {
    const closed = closedAccountName(profileId);
    const closedAt = new Date();
    await this.em.fork().transactional(async (tx) => {
      await tx.nativeUpdate(ProfileEntity, { id: profileId }, { deletedAt: closedAt, username: closed });
      await tx.nativeUpdate(UserEntity, { id: profileId }, { email: closed });
      await tx.nativeUpdate(SessionEntity, { userId: profileId, revokedAt: null }, { revokedAt: closedAt });
      // Its own team (an organization's members and invitations) and its places in other teams (a user's).
      await tx.nativeDelete(AffiliationEntity, { $or: [{ organizationId: profileId }, { userId: profileId }] });
    });
  }
}
