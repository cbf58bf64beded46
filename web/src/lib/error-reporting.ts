import { fetchClient } from './api/client';
import type { components } from './api/schema.gen';

export type ErrorReport = components['schemas']['ErrorReportRequest'];
export type OrderSummary = components['schemas']['OrderSummaryRequest'];
export type PaymentResult = NonNullable<ErrorReport['paymentResult']>;

/** What the payment report takes from an order: what was bought, never how it was paid. */
export interface ReportedOrder {
  id: string;
  amount: number;
  currency: string;
  lines: readonly { name: string; quantity: number; price: number }[];
}

/** A page stuck in an error loop sends this many reports at most. */
const MAX_REPORTS_PER_PAGE = 20;

type Send = (report: ErrorReport, error: Error) => Promise<void>;

let sender: Send | undefined;
let sentCount = 0;
const reported = new WeakSet<object>();
const pending = new Set<Promise<void>>();

/** Card numbers (13 to 19 digits, spaced or not) never leave the page, whatever text carries one. */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
const withoutCardNumbers = (text: string) => text.replace(CARD_NUMBER, '[card number removed]');

/** The page's address without secrets in its query (Stripe's payment_intent_client_secret). */
function pageUrl(): string {
  const url = new URL(window.location.href);
  for (const key of [...url.searchParams.keys()]) if (/secret|token/i.test(key)) url.searchParams.delete(key);
  return withoutCardNumbers(url.toString());
}

/**
 * Sentry's browser SDK when the page names a DSN (the API adds it to the page it serves), loaded only then;
 * otherwise the API's error reports call. A client of its own, without Sentry's automatic handlers: this
 * module decides what is reported, once.
 */
async function createSender(): Promise<Send> {
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
  if (!dsn) {
    return async (report) => {
      await fetchClient.POST('/client_side_api/v1/error_reports', { body: report });
    };
  }
  const environment = document.querySelector<HTMLMetaElement>('meta[name="sentry-environment"]')?.content;
  const { BrowserClient, Scope, defaultStackParser, makeFetchTransport } = await import('@sentry/react');
  // normalizeDepth: an order summary's ticket lines sit four levels down in the details.
  const client = new BrowserClient({ dsn, environment, transport: makeFetchTransport, stackParser: defaultStackParser, integrations: [], normalizeDepth: 6 });
  const base = new Scope();
  base.setClient(client);
  client.init();
  return async ({ message: _message, stack: _stack, user, ...details }, error) => {
    const scope = base.clone();
    scope.setTag('source', 'web');
    if (user) scope.setUser({ ...user });
    scope.setContext('details', details);
    scope.captureException(error);
    await client.flush(5000);
  };
}

function send(report: ErrorReport, error: Error): void {
  if (sentCount >= MAX_REPORTS_PER_PAGE) return;
  sentCount += 1;
  const sending = (async () => {
    sender ??= await createSender();
    await sender(report, error);
  })()
    // A report that cannot be sent is dropped: reporting must not raise errors of its own.
    .catch(() => undefined)
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Waits until the reports made so far are sent (tests, and nothing else needs it). */
export async function flushErrorReports(): Promise<void> {
  await Promise.all([...pending]);
}

/** An error nothing handled (a window error, a rejected promise, a route's error boundary): reported once. */
export function reportUnhandledError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const cause = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  const report: ErrorReport = { type: 'unhandled', message: withoutCardNumbers(cause.message).slice(0, 1000), url: pageUrl() };
  if (cause.stack) report.stack = withoutCardNumbers(cause.stack).slice(0, 4000);
  send(report, cause);
}

/**
 * Seed 000 §7 "Payment error report": a payment that failed (tryAgain: the payer may use another card;
 * failed: the payment is over), with the order summary, the page and the signed-in user. It is built from
 * the order only, so no card number, CVC or expiry can be in it.
 */
export function reportPaymentError(failure: { result: PaymentResult; message: string; order: ReportedOrder; user?: { id: string; email: string } }): void {
  const { result, order, user } = failure;
  const message = withoutCardNumbers(failure.message).slice(0, 1000);
  const orderSummary: OrderSummary = {
    id: order.id,
    amount: order.amount,
    currency: order.currency as OrderSummary['currency'],
    lines: order.lines.map(({ name, quantity, price }) => ({ name: name.slice(0, 100), quantity, price })),
  };
  const report: ErrorReport = { type: 'payment', message, paymentResult: result, orderSummary, url: pageUrl(), ...(user && { user: { id: user.id, email: user.email } }) };
  const error = new Error(message);
  error.name = 'PaymentError';
  send(report, error);
}

/** Window errors and unhandled promise rejections of the app go to reportUnhandledError; answers the undo. */
export function installErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportUnhandledError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportUnhandledError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
