import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../../../shared/http/auth.js';

/**
 * The owner a management call acts for, as the access guard resolved it from the named tier or benefit;
 * '' when the id names nothing (the handler then answers 404).
 */
export const CallOwner = createParamDecorator((_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<AuthenticatedRequest>().ownerId ?? '');
