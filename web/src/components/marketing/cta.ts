import { loginHref } from '../../lib/login';

/** The query that brings a visitor back to a memberships pitch after logging in, to go on to their tiers. */
export const BUSINESS_TOOLS_PARAM = 'business-tools';
export const BUSINESS_TOOLS_MEMBERSHIPS = 'memberships';

/** Event ticketing and streaming start an event, logged in or not (the event form asks to log in itself). */
export const CREATE_EVENT_HREF = '/event/new';

export const membershipTiersHref = (username: string) => `/manage/${username}/memberships/tiers`;

/**
 * Where a memberships call to action goes: the user's tiers when logged in; otherwise the login,
 * which returns to this page with `business-tools=memberships` so that the page sends them on to their tiers.
 */
export function membershipsCtaHref(username: string | undefined, pathname: string): string {
  if (username) return membershipTiersHref(username);
  const back = `${pathname}?${new URLSearchParams({ [BUSINESS_TOOLS_PARAM]: BUSINESS_TOOLS_MEMBERSHIPS }).toString()}`;
  return loginHref(back);
}

/**
 * A memberships page opened with `business-tools=memberships` by a logged-in user goes straight to their tiers
 * (the user is looked up only then).
 */
export async function businessToolsRedirect(search: Record<string, unknown>, currentUsername: () => Promise<string | undefined>): Promise<string | undefined> {
  if (search[BUSINESS_TOOLS_PARAM] !== BUSINESS_TOOLS_MEMBERSHIPS) return undefined;
  const username = await currentUsername();
  return username ? membershipTiersHref(username) : undefined;
}

/** Keeps the one query these pages read. */
export const validateBusinessTools = (search: Record<string, unknown>): { [BUSINESS_TOOLS_PARAM]?: typeof BUSINESS_TOOLS_MEMBERSHIPS } =>
  search[BUSINESS_TOOLS_PARAM] === BUSINESS_TOOLS_MEMBERSHIPS ? { [BUSINESS_TOOLS_PARAM]: BUSINESS_TOOLS_MEMBERSHIPS } : {};
