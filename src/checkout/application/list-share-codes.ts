import type { CheckoutCatalog } from '../../ticketing/contracts/checkout-catalog.js';

/** Seed 002 §3 Registration customUserListData: a listed buyer's share code and the tickets it still buys. */
export interface CustomUserListData {
  count: number;
  shareCode: string;
}

/**
 * The listed buyer's share codes for the tickets they bought as listed (those bought through someone's share
 * code give none), by ticket type id: only list ticket types with an allowance while the e-mail is still listed
 * (catalog.shareCodes leaves the rest out, and creates a code on first use).
 */
export async function listShareCodes(
  catalog: CheckoutCatalog,
  buyerEmail: string | null,
  tickets: readonly { ticketTypeId: string; shareCode?: string | null }[],
): Promise<Map<string, CustomUserListData>> {
  const typeIds = [...new Set(tickets.filter((t) => !t.shareCode).map((t) => t.ticketTypeId))];
  if (!buyerEmail || !typeIds.length) return new Map();
  const codes = await catalog.shareCodes(typeIds.map((ticketTypeId) => ({ ticketTypeId, email: buyerEmail })));
  return new Map(codes.map((c) => [c.ticketTypeId, { count: c.left, shareCode: c.code }]));
}

/** A ticket's customUserListData: the code of its type, unless it was itself bought through a share code. */
export const customUserListData = (codes: ReadonlyMap<string, CustomUserListData>, ticket: { ticketTypeId: string; shareCode?: string | null }): CustomUserListData | null =>
  (!ticket.shareCode && codes.get(ticket.ticketTypeId)) || null;
