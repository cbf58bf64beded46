import { randomInt } from 'node:crypto';
import type { ProfileDirectory } from '../../accounts/contracts/profile-directory.js';
import type { TicketType } from '../domain/event.js';
import type { TicketingQueries } from './ports/ticketing-queries.port.js';

/**
 * The list ticket types among these that the viewer may see: those with the signed-in viewer's account e-mail
 * on one of their lists. Guests see none.
 */
export async function listedTicketTypeIds(
  queries: TicketingQueries,
  profiles: ProfileDirectory,
  tickets: readonly Pick<TicketType, 'id' | 'visibilityScope'>[],
  viewerId: string | null,
): Promise<Set<string>> {
  const listTickets = tickets.filter((t) => t.visibilityScope === 'list').map((t) => t.id);
  if (!listTickets.length || !viewerId) return new Set();
  const email = await profiles.accountEmail(viewerId);
  return email ? queries.listedTicketTypes(listTickets, email) : new Set();
}

/** Whether a ticket type is shown to the viewer: never a secret one (its code unlocks it in checkout), a list one only when listed. */
export const shownTo =
  (listed: ReadonlySet<string>) =>
  (ticket: Pick<TicketType, 'id' | 'visibilityScope'>): boolean =>
    ticket.visibilityScope !== 'secret' && (ticket.visibilityScope !== 'list' || listed.has(ticket.id));

const SHARE_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SHARE_CODE_LENGTH = 8;

/** A new share code: 8 upper-case letters and digits, at random (uniqueness is the store's). */
export const newShareCode = (): string => Array.from({ length: SHARE_CODE_LENGTH }, () => SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)]).join('');
