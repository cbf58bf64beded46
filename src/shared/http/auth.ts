import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  type CanActivate,
  type Type,
  type ExecutionContext,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { OwnerAccess, SessionAuthenticator, type CallArguments, type OwnerFlag, type OwnerResolver, type Principal } from '../access.js';
import { MESSAGES, ValidationFailed, forbidden, unauthorized } from '../errors.js';
import { isUuid } from '../ids.js';

export const SESSION_COOKIE = 'accessToken';

export type AuthenticatedRequest = Request & { principal?: Principal; ownerId?: string };

export type Access =
  | { kind: 'authenticated' }
  | { kind: 'site-admin' }
  | { kind: 'management'; resolver?: Type<OwnerResolver>; requires?: OwnerFlag }
  | { kind: 'own-account'; param: string; refusal: string };

const ACCESS = 'limelight:access';

/** The call needs a signed-in user. */
export const Authenticated = () =>
  applyDecorators(SetMetadata(ACCESS, { kind: 'authenticated' } satisfies Access), ApiBearerAuth(), ApiCookieAuth(), ApiUnauthorizedResponse({ description: 'Not logged in' }));

/** The call is for site admins only. */
export const SiteAdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS, { kind: 'site-admin' } satisfies Access),
    ApiBearerAuth(),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not logged in' }),
    ApiForbiddenResponse({ description: 'Not a site admin' }),
  );

/**
 * A management call: acts for an owner (`ownerId` from the query, the body or a route parameter, or from
 * the resource through `resolver`) and admits the owner, an admin member of that organization, or a site
 * admin; `requires` names a feature the owner must have turned on.
 */
export const ManagementCall = (options: { resolver?: Type<OwnerResolver>; requires?: OwnerFlag } = {}) =>
  applyDecorators(
    SetMetadata(ACCESS, { kind: 'management', ...options } satisfies Access),
    ApiBearerAuth(),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not logged in' }),
    ApiForbiddenResponse({ description: 'Not allowed to manage this owner' }),
  );

/**
 * A call on the caller's own account, named by the route parameter `param` (a buyer's tickets): only that
 * user may make it, and anyone else is refused with `refusal`.
 */
export const OwnAccountCall = (param: string, refusal: string) =>
  applyDecorators(
    SetMetadata(ACCESS, { kind: 'own-account', param, refusal } satisfies Access),
    ApiBearerAuth(),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not logged in' }),
    ApiForbiddenResponse({ description: refusal }),
  );

export function accessOf(reflector: Reflector, target: object): Access | undefined {
  return reflector.get<Access | undefined>(ACCESS, target as never);
}

/** The signed-in principal of a call guarded by Authenticated / ManagementCall / SiteAdminOnly. */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw unauthorized(MESSAGES.loginRequired);
  return principal;
});

/** The principal when there is one (public calls that show more to signed-in users). */
export const OptionalPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal | undefined => context.switchToHttp().getRequest<AuthenticatedRequest>().principal,
);

/** Why a call of a feature that is off is refused. */
const FLAG_MESSAGES: Record<OwnerFlag, string> = {
  developerZone: 'The Developer Zone is not turned on for this account',
  referralTracker: 'The Referral Tracker is not turned on for this account',
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one guard of every call. It resolves the principal, refuses cookie-authenticated writes from other
 * sites, then applies the call's access rule. Calls without a rule are public.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionAuthenticator,
    private readonly owners: OwnerAccess,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.principal = (await this.principalOf(request)) ?? undefined;
    if (request.principal?.via === 'cookie' && UNSAFE.has(request.method) && isCrossSite(request)) {
      throw forbidden(MESSAGES.crossSite);
    }
    const access = accessOf(this.reflector, context.getHandler()) ?? accessOf(this.reflector, context.getClass());
    if (!access) return true;
    const principal = request.principal;
    if (!principal) throw unauthorized(MESSAGES.loginRequired);
    if (access.kind === 'authenticated') return true;
    if (access.kind === 'site-admin') {
      if (!principal.siteAdmin) throw forbidden(MESSAGES.siteAdminOnly);
      return true;
    }
    if (access.kind === 'own-account') {
      if (request.params[access.param] !== principal.userId) throw forbidden(access.refusal);
      request.ownerId = principal.userId;
      return true;
    }
    const resolver = access.resolver ? this.moduleRef.get(access.resolver, { strict: false }) : undefined;
    const call: CallArguments = { params: request.params as Record<string, string>, query: request.query as Record<string, unknown>, body: request.body };
    const ownerId = resolver ? await resolver.resolveOwnerId(call) : ownerIdFromRequest(request);
    if (ownerId === null) return true; // the handler answers 404 for a resource that does not exist
    const admitted = (await this.owners.canManage(principal, ownerId)) || ((await resolver?.admits?.(principal, call)) ?? false);
    if (!admitted) throw forbidden(MESSAGES.notAllowed);
    if (access.requires && !(await this.owners.hasFlag(ownerId, access.requires))) throw forbidden(FLAG_MESSAGES[access.requires]);
    request.ownerId = ownerId;
    return true;
  }

  private principalOf(request: AuthenticatedRequest): Promise<Principal | null> {
    return principalOf(request, this.sessions);
  }
}

/** The caller, from `Authorization: Bearer` or the session cookie (also used by endpoints outside Nest's routing: tus uploads). */
export async function principalOf(request: Request, sessions: SessionAuthenticator): Promise<Principal | null> {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const cookie = (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  const token = bearer || cookie;
  if (!token) return null;
  const found = await sessions.authenticate(token);
  return found ? { ...found, via: bearer ? 'bearer' : 'cookie' } : null;
}

/** A call that names two owners (query, body, path): which one it acts for would be the handler's guess. */
const OWNER_MISMATCH = 'ownerId must name the same owner everywhere in the request';

function ownerIdFromRequest(request: AuthenticatedRequest): string {
  const body = request.body as Record<string, unknown> | undefined;
  const candidates = [request.query.ownerId, body?.ownerId, request.params.ownerId].filter((value) => value !== undefined && value !== null);
  const [candidate] = candidates;
  if (!isUuid(candidate)) throw new ValidationFailed(['ownerId is required']);
  // The handler may read any of them: the owner checked must be the one it acts for.
  if (candidates.some((other) => other !== candidate)) throw new ValidationFailed([OWNER_MISMATCH]);
  return candidate;
}

/** A browser tells where a request comes from; refuse writes riding on the cookie from another site. */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  // A same-origin form post under `Referrer-Policy: no-referrer` (helmet's default) carries `Origin: null`.
  if (fetchSite === 'same-origin') return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
