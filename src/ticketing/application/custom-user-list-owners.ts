import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver } from '../../shared/access.js';
import { ValidationFailed } from '../../shared/errors.js';
import { CustomUserListRepository } from './ports/custom-user-list-repository.port.js';

/** Calls on `/custom_user_lists/{id}` act for the list's owner; an unknown id resolves to none (the handler answers 404). */
@Injectable()
export class CustomUserListOwnerResolver implements OwnerResolver {
  constructor(private readonly lists: CustomUserListRepository) {}

  async resolveOwnerId({ params }: CallArguments): Promise<string | null> {
    return (await this.lists.find(params.id ?? ''))?.ownerId ?? null;
  }
}

/** A call that names two lists (query and body): which one it acts on would be the handler's guess. */
const LIST_MISMATCH = 'customUserListId must name the same list everywhere in the request';

/** Calls on a list's addresses act for the owner of the list named by `customUserListId` (in the query, or the body). */
@Injectable()
export class CustomUserListUsersOwnerResolver implements OwnerResolver {
  constructor(private readonly lists: CustomUserListRepository) {}

  async resolveOwnerId({ query, body }: CallArguments): Promise<string | null> {
    const named = [query.customUserListId, (body as { customUserListId?: unknown } | undefined)?.customUserListId].filter((id) => id !== undefined);
    // The handler may read either: the list checked must be the one it acts on.
    if (named.some((id) => id !== named[0])) throw new ValidationFailed([LIST_MISMATCH]);
    const [listId] = named;
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
