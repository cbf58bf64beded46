import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver } from '../../shared/access.js';
import { CustomUserListRepository } from './ports/custom-user-list-repository.port.js';

/** Calls on `/custom_user_lists/{id}` act for the list's owner; an unknown id resolves to none (the handler answers 404). */
@Injectable()
export class CustomUserListOwnerResolver implements OwnerResolver {
  constructor(private readonly lists: CustomUserListRepository) {}

  async resolveOwnerId({ params }: CallArguments): Promise<string | null> {
    return (await this.lists.find(params.id ?? ''))?.ownerId ?? null;
  }
}

/** Calls on a list's addresses act for the owner of the list named by `customUserListId` (in the query, or the body). */
@Injectable()
export class CustomUserListUsersOwnerResolver implements OwnerResolver {
  constructor(private readonly lists: CustomUserListRepository) {}

  async resolveOwnerId({ query, body }: CallArguments): Promise<string | null> {
    const listId = query.customUserListId ?? (body as { customUserListId?: unknown } | undefined)?.customUserListId;
    return typeof listId === 'string' ? ((await this.lists.find(listId))?.ownerId ?? null) : null;
  }
}

/** Calls on `/custom_user_lists_users/{id}` act for the owner of the list that address is on. */
@Injectable()
export class CustomUserListUserOwnerResolver implements OwnerResolver {
  constructor(private readonly lists: CustomUserListRepository) {}

  resolveOwnerId({ params }: CallArguments): Promise<string | null> {
    return this.lists.ownerOfUser(params.id ?? '');
  }
}
