import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OwnerAccess, type AuthenticatedRequest, type OwnerResolver, type Principal } from '../../shared/http/auth.js';
import type { AccessSetting } from '../domain/event-rules.js';
import { CollaboratorEntity, EventEntity } from '../infrastructure/ticketing.entities.js';
import { isUuid } from '../../shared/ids.js';

/**
 * Who manages an event: the owner's managers (owner, organization admins, site admins) with full
 * access, and collaborators who can manage, with their access setting.
 */
@Injectable()
export class EventAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: OwnerAccess,
  ) {}

  async of(principal: Principal | undefined, event: EventEntity): Promise<{ canManage: boolean; accessSetting: AccessSetting | null }> {
    if (!principal) return { canManage: false, accessSetting: null };
    if (await this.owners.canManage(principal, event.ownerId)) return { canManage: true, accessSetting: 'admin' };
    const collaborator = await this.em.fork().findOne(CollaboratorEntity, { eventId: event.id, profileId: principal.userId, canManage: true });
    return collaborator ? { canManage: true, accessSetting: collaborator.accessSetting } : { canManage: false, accessSetting: null };
  }
}

/** `/management/courses/{id}` calls act for the event's owner; collaborators with admin access may edit too. */
@Injectable()
export class EventEditorResolver implements OwnerResolver {
  constructor(private readonly em: EntityManager) {}

  async resolveOwnerId(request: AuthenticatedRequest): Promise<string | null> {
    const id = request.params.id;
    if (!isUuid(id)) return null;
    return (await this.em.fork().findOne(EventEntity, { id }, { fields: ['ownerId'] }))?.ownerId ?? null;
  }

  async admits(principal: Principal, request: AuthenticatedRequest): Promise<boolean> {
    const found = await this.em.fork().findOne(CollaboratorEntity, { eventId: String(request.params.id), profileId: principal.userId, canManage: true, accessSetting: 'admin' });
    return found !== null;
  }
}
