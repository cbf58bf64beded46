import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FeatureFlagRepository, type FeatureFlagChange } from '../application/ports/feature-flag-repository.port.js';
import { featureFlagAction, withFeatureFlag } from '../domain/feature-flags.js';
import { AdminActionEntity, ProfileEntity } from './account.entities.js';

@Injectable()
export class MikroOrmFeatureFlagRepository extends FeatureFlagRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  setFlag({ accountId, flag, enabled, actorId }: FeatureFlagChange): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      // Locked, so that two admins changing different flags of one account at once both keep their change.
      const profile = await tx.findOne(ProfileEntity, { id: accountId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!profile) return false;
      profile.featureFlags = withFeatureFlag(profile.featureFlags, flag, enabled);
      tx.create(AdminActionEntity, { actorId, action: featureFlagAction(enabled), targetId: accountId, detail: { flag } });
      return true;
    });
  }
}
