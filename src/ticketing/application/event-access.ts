import { Injectable } from '@nestjs/common';
import { type CallArguments, OwnerAccess, type OwnerResolver, type Principal } from '../../shared/access.js';
import { ValidationFailed } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { TicketingEvent } from '../domain/event.js';
import type { AccessSetting } from '../domain/event-rules.js';
import { TicketingQueries } from './ports/ticketing-queries.port.js';

/**
 * Who manages an event: the owner's managers (owner, organization admins, site admins) with full
 * access, and collaborators who can manage, with their access setting.
 */
@Injectable()
export class EventAccess {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly owners: OwnerAccess,
  ) {}

  async of(principal: Principal | undefined, event: Pick<TicketingEvent, 'id' | 'ownerId'>): Promise<{ canManage: boolean; accessSetting: AccessSetting | null }> {
    if (!principal) return { canManage: false, accessSetting: null };
    if (await this.owners.canManage(principal, event.ownerId)) return { canManage: true, accessSetting: 'admin' };
    const accessSetting = await this.queries.managingAccess(event.id, principal.userId);
    return { canManage: accessSetting !== null, accessSetting };
  }
}

/** `/management/courses/{id}` calls act for the event's owner; collaborators with admin access may edit too. */
@Injectable()
export class EventEditorResolver implements OwnerResolver {
  constructor(protected readonly queries: TicketingQueries) {}

  resolveOwnerId(call: CallArguments): Promise<string | null> {
    return this.queries.ownerOf(String(call.params.id));
  }

  async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    return (await this.queries.managingAccess(String(call.params.id), principal.userId)) === 'admin';
  }
}

/** The team page (`/management/courses/{id}/teachings`): every collaborator who can manage sees it, whatever their access. */
@Injectable()
export class EventTeamResolver extends EventEditorResolver {
  override async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    return (await this.queries.managingAccess(String(call.params.id), principal.userId)) !== null;
  }
}

/**
 * What the door needs of an event's seating to seat guests and move attendees (its chart's places, who sits where):
 * its admin and door collaborators read it; only admins change the seating.
 */
@Injectable()
export class EventDoorResolver extends EventEditorResolver {
  override async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    const access = await this.queries.managingAccess(String(call.params.id), principal.userId);
    return access === 'admin' || access === 'door';
  }
}

/** `/profiles/{profileId}/teachings/…` acts for the collaborating profile: that user, an admin of that organization, or a site admin. */
@Injectable()
export class CollaboratingProfileResolver implements OwnerResolver {
  async resolveOwnerId(call: CallArguments): Promise<string> {
    const profileId = call.params.profileId;
    if (!isUuid(profileId)) throw new ValidationFailed(['profileId must be a profile id']);
    return profileId;
  }
}
