import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MembershipSettingsRepository } from '../application/ports/membership-settings-repository.port.js';
import type { MembershipSettings, MembershipStatus } from '../domain/membership-rules.js';
import { MembershipSettingsEntity } from './membership.entities.js';

const toSettings = (entity: MembershipSettingsEntity): MembershipSettings => ({
  ownerId: entity.ownerId,
  title: entity.title,
  description: entity.description,
  status: entity.status as MembershipStatus,
  privateUuid: entity.privateUuid,
});

@Injectable()
export class MikroOrmMembershipSettingsRepository extends MembershipSettingsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async find(ownerId: string): Promise<MembershipSettings | null> {
    const entity = await this.em.fork().findOne(MembershipSettingsEntity, { ownerId });
    return entity && toSettings(entity);
  }

  async findOrCreate(ownerId: string): Promise<MembershipSettings> {
    const em = this.em.fork();
    // Two first reads at once keep one private uuid: the later insert does nothing.
    await em.getConnection().execute(
      `INSERT INTO membership.settings (owner_id, private_uuid, updated_at) VALUES (?, ?, now()) ON CONFLICT (owner_id) DO NOTHING`,
      [ownerId, randomUUID()],
    );
    return toSettings(await em.findOneOrFail(MembershipSettingsEntity, { ownerId }));
  }

  async save(settings: MembershipSettings): Promise<void> {
    await this.em.fork().upsert(MembershipSettingsEntity, { ...settings, updatedAt: new Date() });
  }
}
