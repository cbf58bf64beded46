import type { Logger } from 'pino';
import { ErrorReporter, type ErrorContext } from './error-reporter.port.js';

/** Without Sentry: each error becomes one JSON log line at level error, with its stack and context. */
export class LogErrorReporter extends ErrorReporter {
  constructor(private readonly logger: Logger) {
    super();
  }

  report(error: unknown, { source, user, details }: ErrorContext): void {
    this.logger.error({ ...details, err: error, source, ...(user && { user }) }, source === 'web' ? 'web app error report' : 'unhandled error');
  }

  flush(): Promise<void> {
    this.logger.flush();
    return Promise.resolve();
  }
}
