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
import { forbidden, MESSAGES, unauthorized, ValidationFailed } from './api-errors.js';
import { isUuid } from '../ids.js';

export const SESSION_COOKIE = 'accessToken';

/** Who is calling: resolved from `Authorization: Bearer` or the session cookie. */
export interface Principal {
  userId: string;
  siteAdmin: boolean;
  sessionId: string;
  via: 'bearer' | 'cookie';
}

export type AuthenticatedRequest = Request & { principal?: Principal; ownerId?: string };

/** Port: turns an access token into a principal (implemented by the accounts context). */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string): Promise<Omit<Principal, 'via'> | null>;
}

/** Port: may this principal manage the owner (a user or an organization)? (implemented by accounts). */
export abstract class OwnerAccess {
  abstract canManage(principal: Principal, ownerId: string): Promise<boolean>;
}

/** Resolves the owner a management call acts for, from the request or from the resource it names. */
export interface OwnerResolver {
  /** The owner's id, or null when the resource does not exist (the guard then answers 404 via the handler). */
  resolveOwnerId(request: AuthenticatedRequest): Promise<string | null>;
  /** Admits others the resource names, beyond the owner's managers (an event's managing collaborators). */
  admits?(principal: Principal, request: AuthenticatedRequest): Promise<boolean>;
}

type Access = { kind: 'authenticated' } | { kind: 'site-admin' } | { kind: 'management'; resolver?: Type<OwnerResolver> };

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
 * the resource through `resolver`) and admits the owner, an admin member of that organization, or a site admin.
 */
export const ManagementCall = (resolver?: Type<OwnerResolver>) =>
  applyDecorators(
    SetMetadata(ACCESS, { kind: 'management', resolver } satisfies Access),
    ApiBearerAuth(),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not logged in' }),
    ApiForbiddenResponse({ description: 'Not allowed to manage this owner' }),
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
    const resolver = access.resolver ? this.moduleRef.get(access.resolver, { strict: false }) : undefined;
    const ownerId = resolver ? await resolver.resolveOwnerId(request) : ownerIdFromRequest(request);
    if (ownerId === null) return true; // the handler answers 404 for a resource that does not exist
    const admitted = (await this.owners.canManage(principal, ownerId)) || ((await resolver?.admits?.(principal, request)) ?? false);
    if (!admitted) throw forbidden(MESSAGES.notAllowed);
    request.ownerId = ownerId;
    return true;
  }

  private async principalOf(request: AuthenticatedRequest): Promise<Principal | null> {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const cookie = (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    const token = bearer || cookie;
    if (!token) return null;
    const found = await this.sessions.authenticate(token);
    return found ? { ...found, via: bearer ? 'bearer' : 'cookie' } : null;
  }
}

function ownerIdFromRequest(request: AuthenticatedRequest): string {
  const body = request.body as Record<string, unknown> | undefined;
  const candidate = request.query.ownerId ?? body?.ownerId ?? request.params.ownerId;
  if (!isUuid(candidate)) throw new ValidationFailed(['ownerId is required']);
  return candidate;
}

/** A browser tells where a request comes from; refuse writes riding on the cookie from another site. */
function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
