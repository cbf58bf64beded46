import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { ErrorReporter } from '../error-reporting/error-reporter.port.js';
import { MESSAGES, Refusal, ValidationFailed, type RefusalKind } from '../errors.js';
import type { AuthenticatedRequest } from './auth.js';

/** The one place where a refusal becomes an HTTP status. */
export const STATUS_OF: Record<RefusalKind, HttpStatus> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
};

/**
 * Every error leaves the server as `{ message }` or `[{ message }]`: no stack traces, no framework texts.
 * Unexpected errors go to the error reporter (Sentry or the logs) with their stack, and are answered with the
 * generic message.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly errors: ErrorReporter) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<AuthenticatedRequest>();
    if (exception instanceof Refusal) {
      const body = exception instanceof ValidationFailed ? exception.problems : { message: exception.message };
      response.status(STATUS_OF[exception.kind]).json(body);
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      response.status(status).json(toReplyBody(exception.getResponse(), status));
      return;
    }
    if (isBodyParserError(exception)) {
      response.status(exception.status).json({ message: exception.status === 413 ? 'Request too large' : 'Malformed request body' });
      return;
    }
    const user = request.principal && { id: request.principal.userId };
    this.errors.report(exception, { source: 'api', user, details: { method: request.method, url: request.originalUrl } });
    response.status(HttpStatus.INTERNAL_SERVER_ERROR).json({ message: MESSAGES.generic });
  }
}

/** Nest's own exceptions (an unknown route, a parse pipe) carry framework texts: keep only plain ones. */
function toReplyBody(body: unknown, status: number): unknown {
  // Nest hands on a body parser's refusal of a large body as an HttpException with the parser's text.
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return { message: 'Request too large' };
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && !('statusCode' in body)) return { message };
    if (status === HttpStatus.NOT_FOUND) return { message: MESSAGES.notFound };
    if (status === HttpStatus.BAD_REQUEST && typeof message === 'string' && /JSON/.test(message)) return { message: 'Malformed request body' };
    if (Array.isArray(message)) return message.map((m) => ({ message: String(m) }));
    if (typeof message === 'string') return { message };
  }
  return { message: typeof body === 'string' ? body : MESSAGES.generic };
}

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return !!error && typeof error === 'object' && 'type' in error && 'status' in error && typeof (error as { status: unknown }).status === 'number';
}
