/**
 * Who may act for whom: the kernel's ports for the one access guard (shared/http/auth.ts). The accounts
 * context implements them; use cases see a Principal and a call's arguments, never an HTTP request.
 */

/** Who is calling: resolved from `Authorization: Bearer` or the session cookie. */
export interface Principal {
  userId: string;
  siteAdmin: boolean;
  sessionId: string;
  via: 'bearer' | 'cookie';
}

/** Per-owner features that are off unless a site admin turns them on (the accounts context's FEATURE_FLAGS keys). */
export type OwnerFlag = 'developerZone' | 'referralTracker';

/** Port: turns an access token into a principal. */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string): Promise<Omit<Principal, 'via'> | null>;
}

/** Port: may this principal manage the owner (a user or an organization), and which features has the owner? */
export abstract class OwnerAccess {
  abstract canManage(principal: Principal, ownerId: string): Promise<boolean>;
  /** Which of these owners the principal may manage (closed ones never), in one read for a list of several owners. */
  abstract managedOwners(principal: Principal, ownerIds: readonly string[]): Promise<Set<string>>;
  abstract hasFlag(ownerId: string, flag: OwnerFlag): Promise<boolean>;
}

/** What a call names: its route parameters, query and body, as sent. */
export interface CallArguments {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Resolves the owner a management call acts for from the resource it names. */
export interface OwnerResolver {
  /** The owner's id, or null when the resource does not exist (the guard then lets the handler answer 404). */
  resolveOwnerId(call: CallArguments): Promise<string | null>;
  /** Admits others the resource names, beyond the owner's managers (an event's managing collaborators). */
  admits?(principal: Principal, call: CallArguments): Promise<boolean>;
}
