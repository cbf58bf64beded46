/** Who met an error, when known. */
export interface ErrorUser {
  id?: string;
  email?: string;
}

/** What comes with a reported error. */
export interface ErrorContext {
  /** The process or app where it happened. */
  source: 'api' | 'worker' | 'web';
  user?: ErrorUser;
  /** What helps to understand it: the request, the page, the order. Never card data or credentials. */
  details?: Record<string, unknown>;
}

/**
 * Port: where unexpected errors go (the API's 500s, the worker's crashes, the web app's reports). Sentry
 * when SENTRY_DSN is set, otherwise the structured logs. Reporting never throws and never waits.
 */
export abstract class ErrorReporter {
  abstract report(error: unknown, context: ErrorContext): void;
  /** Waits (at most `timeoutMs`) until reports are sent, before the process exits. */
  abstract flush(timeoutMs: number): Promise<void>;
}
