import type { CustomUserList, CustomUserListUser } from '../../domain/custom-user-lists.js';

/** Port: the owners' private access lists and the addresses on them, as management changes them. Unknown ids, malformed ones included, answer null. */
export abstract class CustomUserListRepository {
  abstract find(listId: string): Promise<CustomUserList | null>;
  /** The owner of the list an address (by the address's id) is on. */
  abstract ownerOfUser(listUserId: string): Promise<string | null>;
  abstract add(list: CustomUserList): Promise<void>;
  abstract rename(listId: string, name: string): Promise<void>;
  /** Deletes the list and its addresses; ticket types drop it from their lists. */
  abstract delete(listId: string): Promise<void>;
  /** Which of these addresses (normalised) the list has. */
  abstract emailsOnList(listId: string, emails: readonly string[]): Promise<Set<string>>;
  /**
   * Adds the addresses all at once. When the list has any of them by then (another add at the same moment),
   * adds none and answers those; null when the list is gone.
   */
  abstract addUsers(listId: string, users: readonly CustomUserListUser[]): Promise<string[] | null>;
  /** Takes the address off its list; false when there is no such address. */
  abstract removeUser(listUserId: string): Promise<boolean>;
}
