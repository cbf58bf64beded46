import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver } from '../../../shared/access.js';
import { isUuid } from '../../../shared/ids.js';
import { Subscriptions } from '../subscription-repository.js';

/**
 * Calls on one member act for the member's owner, read from the subscription's own stream (so a member
 * just added is found before the members list catches up). A member that does not exist resolves to no
 * owner, and the handler answers 'Member not found'.
 */
@Injectable()
export class MemberOwnerResolver implements OwnerResolver {
  constructor(private readonly subscriptions: Subscriptions) {}

  async resolveOwnerId(call: CallArguments): Promise<string | null> {
    const id = call.params.id;
    if (!isUuid(id)) return null;
    const { state } = await this.subscriptions.load(id);
    return state.snapshot?.ownerId ?? null;
  }
}
