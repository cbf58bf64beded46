import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { tooManyRequests } from '../errors.js';
import { MessageResponse } from '../http/api-responses.js';
import { RateLimiter, type RateLimit } from '../rate-limit/rate-limiter.port.js';
import { ErrorReportRequest } from './error-report.request.js';
import { ErrorReporter } from './error-reporter.port.js';

export const ERROR_REPORTS_PATH = '/client_side_api/v1/error_reports';
/** A report is a message, a stack and an order summary: a larger body is refused before it is read. */
export const ERROR_REPORT_MAX_BYTES = 32 * 1024;
/** Per address: a page in an error loop, or anyone else, cannot flood the reports. */
export const ERROR_REPORT_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };
export const TOO_MANY_ERROR_REPORTS = 'Too many error reports, please try again later';

/** The web app's error reports when it has no Sentry DSN: handed to the error reporter like the server's own. */
@ApiTags('errors')
@Controller()
export class ErrorReportsController {
  constructor(
    private readonly errors: ErrorReporter,
    private readonly limits: RateLimiter,
  ) {}

  @Post(ERROR_REPORTS_PATH.slice(1))
  @HttpCode(200)
  @ApiOperation({ summary: 'Report an error of the web app: an unhandled one, or a failed payment with its order summary (never card data)', operationId: 'reportError' })
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiPayloadTooLargeResponse({ type: MessageResponse, description: `A body over ${ERROR_REPORT_MAX_BYTES / 1024} KB` })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: `More than ${ERROR_REPORT_LIMIT.limit} reports a minute from one address` })
  async report(@Body() body: ErrorReportRequest, @Req() request: Request): Promise<true> {
    if (!(await this.limits.hit(`error-report:${request.ip ?? 'unknown'}`, ERROR_REPORT_LIMIT))) throw tooManyRequests(TOO_MANY_ERROR_REPORTS);
    const { type, message, stack, url, paymentResult, orderSummary, user } = body;
    const error = new Error(message);
    error.name = type === 'payment' ? 'PaymentError' : 'WebAppError';
    // The browser's stack, not this server's.
    error.stack = stack ?? `${error.name}: ${message}`;
    this.errors.report(error, { source: 'web', user: user && { ...user }, details: { type, url, ...(type === 'payment' && { paymentResult, orderSummary: { ...orderSummary } }) } });
    return true;
  }
}
