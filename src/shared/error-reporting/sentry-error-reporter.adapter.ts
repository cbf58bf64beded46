import { defaultStackParser, makeNodeTransport, NodeClient, Scope } from '@sentry/node';
import type { Logger } from 'pino';
import type { SentrySettings } from '../config.js';
import { ErrorReporter, type ErrorContext } from './error-reporter.port.js';
import { LogErrorReporter } from './log-error-reporter.adapter.js';

/**
 * Sends each error to Sentry as an event (its stack, the context as `details`, the user, the source as a
 * tag), and logs it too, so the process's logs stay complete when Sentry is unreachable. A client of its
 * own rather than Sentry's global one: no automatic instrumentation, and several apps in one process (tests)
 * do not share it.
 */
export class SentryErrorReporter extends ErrorReporter {
  private readonly client: NodeClient;
  private readonly scope = new Scope();
  private readonly log: LogErrorReporter;

  constructor(settings: SentrySettings, logger: Logger) {
    super();
    this.log = new LogErrorReporter(logger);
    this.client = new NodeClient({
      dsn: settings.dsn,
      environment: settings.environment,
      transport: makeNodeTransport,
      stackParser: defaultStackParser,
      integrations: [],
      // Errors only: no hooks into module loading for tracing.
      enableRuntimeChannelInjection: false,
      // An order summary's ticket lines sit four levels down in the details.
      normalizeDepth: 6,
    });
    this.scope.setClient(this.client);
    this.client.init();
  }

  report(error: unknown, context: ErrorContext): void {
    this.log.report(error, context);
    const scope = this.scope.clone();
    scope.setTag('source', context.source);
    if (context.user) scope.setUser({ ...context.user });
    if (context.details) scope.setContext('details', context.details);
    scope.captureException(error);
  }

  async flush(timeoutMs: number): Promise<void> {
    await Promise.all([this.client.flush(timeoutMs), this.log.flush()]);
  }
}
