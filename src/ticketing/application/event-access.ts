import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OwnerAccess, type AuthenticatedRequest, type OwnerResolver, type Principal } from '../../shared/http/auth.js';
import type { AccessSetting } from '../domain/event-rules.js';
import { CollaboratorEntity, EventEntity } from '../infrastructure/ticketing.entities.js';
import { isUuid } from '../../shared/ids.js';
import { ValidationFailed } from '../../shared/http/api-errors.js';

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
  constructor(protected readonly em: EntityManager) {}

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

/** The team page (`/management/courses/{id}/teachings`): every collaborator who can manage sees it, whatever their access. */
@Injectable()
export class EventTeamResolver extends EventEditorResolver {
  override async admits(principal: Principal, request: AuthenticatedRequest): Promise<boolean> {
    const found = await this.em.fork().findOne(CollaboratorEntity, { eventId: String(request.params.id), profileId: principal.userId, canManage: true });
    return found !== null;
  }
}

/** `/profiles/{profileId}/teachings/…` acts for the collaborating profile: that user, an admin of that organization, or a site admin. */
@Injectable()
export class CollaboratingProfileResolver implements OwnerResolver {
  async resolveOwnerId(request: AuthenticatedRequest): Promise<string> {
    const profileId = request.params.profileId;
    if (!isUuid(profileId)) throw new ValidationFailed(['profileId must be a profile id']);
    return profileId;
  }
}
