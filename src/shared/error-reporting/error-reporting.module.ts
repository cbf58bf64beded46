import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import { ErrorReporter, type ErrorContext } from './error-reporter.port.js';
import { ErrorReportsController } from './error-reports.controller.js';
import { LogErrorReporter } from './log-error-reporter.adapter.js';

/** Sentry when SENTRY_DSN is set (its SDK loaded only then), otherwise the structured logs. */
export async function createErrorReporter(config: Pick<AppConfig, 'sentry'>, logger: Logger): Promise<ErrorReporter> {
  if (!config.sentry) return new LogErrorReporter(logger);
  const { SentryErrorReporter } = await import('./sentry-error-reporter.adapter.js');
  return new SentryErrorReporter(config.sentry, logger);
}

/** The process events of errors nothing caught. */
type ProcessEvents = Pick<NodeJS.Process, 'on' | 'exit'>;

/**
 * Errors nothing caught in a process (the API's or the worker's) are reported, then the process ends as Node
 * would have ended it: its state is unknown.
 */
export function reportUncaughtErrors(reporter: ErrorReporter, source: ErrorContext['source'], target: ProcessEvents = process): void {
  const fail = (error: unknown) => {
    reporter.report(error, { source });
    void reporter
      .flush(2000)
      .catch(() => undefined)
      .then(() => target.exit(1));
  };
  target.on('uncaughtException', fail);
  target.on('unhandledRejection', fail);
}

/** `POST /client_side_api/v1/error_reports`; the ErrorReporter itself is provided with the other kernel ports. */
@Module({ controllers: [ErrorReportsController] })
export class ErrorReportingModule {}
