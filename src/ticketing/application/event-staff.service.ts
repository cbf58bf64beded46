import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EventStaff } from '../contracts/event-staff.js';
import type { AccessSetting } from '../domain/event-rules.js';
import { CollaboratorEntity, EventEntity } from '../infrastructure/ticketing.entities.js';
import { isUuid } from '../../shared/ids.js';

@Injectable()
export class TicketingEventStaff extends EventStaff {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async accessOf(eventId: string, profileId: string): Promise<AccessSetting | null> {
    if (!isUuid(eventId) || !isUuid(profileId)) return null;
    const found = await this.em.fork().findOne(CollaboratorEntity, { eventId, profileId, canManage: true }, { fields: ['accessSetting'] });
    return found?.accessSetting ?? null;
  }

  async ownerOf(eventId: string): Promise<string | null> {
    if (!isUuid(eventId)) return null;
    return (await this.em.fork().findOne(EventEntity, { id: eventId }, { fields: ['ownerId'] }))?.ownerId ?? null;
  }
}
