import * as schemas from '../../../../lib/api/contract.gen';
import { pageParam, textParam } from '../../../../lib/search-params';

/** An enum of the contract with its labels, in the contract's order. */
export const labelled = <T extends string>(schema: { enum: readonly T[]; 'x-labels': Record<T, string> }) => schema.enum.map((value) => ({ value, label: schema['x-labels'][value] }));

export type ListStatus = (typeof schemas.BenefitStatusFilter.enum)[number];
export const BENEFIT_STATUSES = labelled(schemas.BenefitStatusFilter);
export type MemberFilter = (typeof schemas.MemberFilter.enum)[number];
export const MEMBER_STATUSES = labelled(schemas.MemberFilter);

// ---- Address state of the lists (anything unknown or malformed is left out: the default applies) ----

const oneOf = <T extends string>(value: unknown, options: readonly { value: T }[]) => options.find((option) => option.value !== 'all' && option.value === value)?.value;

/** Tiers: the search, and `tier` (a tier to edit). */
export const parseTiersSearch = (search: Record<string, unknown>): { query?: string; tier?: string } => ({ query: textParam(search.query), tier: textParam(search.tier) });
/** Benefits: search, tier filter, status filter; `benefit` is a benefit to edit. */
export const parseBenefitsSearch = (search: Record<string, unknown>): { query?: string; tierId?: string; status?: ListStatus; benefit?: string } => ({
  query: textParam(search.query),
  tierId: textParam(search.tierId),
  status: oneOf(search.status, BENEFIT_STATUSES),
  benefit: textParam(search.benefit),
});
/** Members: search, tier filter, status filter, page; `member` is a member to edit. */
export const parseMembersSearch = (search: Record<string, unknown>): { query?: string; tierId?: string; status?: MemberFilter; page?: number; member?: string } => ({
  query: textParam(search.query),
  tierId: textParam(search.tierId),
  status: oneOf(search.status, MEMBER_STATUSES),
  page: pageParam(search.page),
  member: textParam(search.member),
});
