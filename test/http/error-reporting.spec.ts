import type { ArgumentsHost } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportUncaughtErrors } from '../../src/shared/error-reporting/error-reporting.module.js';
import { ERROR_REPORT_LIMIT, TOO_MANY_ERROR_REPORTS } from '../../src/shared/error-reporting/error-reports.controller.js';
import { ErrorReporter } from '../../src/shared/error-reporting/error-reporter.port.js';
import { LogErrorReporter } from '../../src/shared/error-reporting/log-error-reporter.adapter.js';
import { SentryErrorReporter } from '../../src/shared/error-reporting/sentry-error-reporter.adapter.js';
import { notFound } from '../../src/shared/errors.js';
import { ApiExceptionFilter } from '../../src/shared/http/api-exception.filter.js';
import { createLogger } from '../../src/shared/logging.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { startFakeSentry, type FakeSentry } from '../support/fake-sentry.js';

// The test reads log lines without a type of their own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LogEntry = Record<string, any>;

/** A logger whose JSON lines are kept. */
const capturedLogger = () => {
  const lines: string[] = [];
  return { logger: createLogger('info', { write: (line: string) => void lines.push(line) }), entries: () => lines.map((line) => JSON.parse(line) as LogEntry) };
};

const ORDER_ID = '0b6b1f3c-4a5e-4c1e-9d7a-2f1e3c4b5a69';
const USER_ID = '6f1d2c3b-8a7e-4f60-9b1c-3d2e1f0a9b8c';

/** Seed 000 §7: the payment error report of the checkout. */
const paymentReport = {
  type: 'payment',
  message: 'Your card was declined.',
  paymentResult: 'tryAgain',
  url: 'http://localhost:5173/checkout/e1?event=d1&ticketType=in-person',
  orderSummary: { id: ORDER_ID, amount: 5238, currency: 'usd', lines: [{ name: 'General admission', quantity: 2, price: 2500 }] },
  user: { id: USER_ID, email: 'sam@limelight.example' },
};

describe('the Sentry error reporter', () => {
  let sentry: FakeSentry;
  beforeAll(async () => {
    sentry = await startFakeSentry();
  });
  afterAll(() => sentry.close());

  it('sends the error with its stack, context, user and source as an envelope to the DSN, and logs it too', async () => {
    const { logger, entries } = capturedLogger();
    const reporter = new SentryErrorReporter({ dsn: sentry.dsn, environment: 'staging' }, logger);
    const error = new Error('projection table missing');
    reporter.report(error, { source: 'worker', user: { id: USER_ID }, details: { projection: 'sales', order: { lines: [{ name: 'VIP' }] } } });
    await reporter.flush(5000);

    const envelope = sentry.envelopes.at(-1)!;
    expect({ project: envelope.project, key: envelope.key }).toEqual({ project: '1', key: 'public' });
    const [event] = envelope.events;
    expect(event!.exception!.values[0]).toMatchObject({ type: 'Error', value: 'projection table missing' });
    expect(event!.exception!.values[0]!.stacktrace!.frames.some((frame) => frame.filename?.endsWith('error-reporting.spec.ts'))).toBe(true);
    expect(event!.contexts!.details).toEqual({ projection: 'sales', order: { lines: [{ name: 'VIP' }] } });
    expect(event!.user).toEqual({ id: USER_ID });
    expect(event!.tags).toEqual({ source: 'worker' });
    expect(event!.environment).toBe('staging');
    expect(entries()).toEqual([expect.objectContaining({ level: 50, msg: 'unhandled error', source: 'worker', projection: 'sales', err: expect.objectContaining({ message: 'projection table missing' }) })]);
  });
});

describe('the log error reporter', () => {
  it('writes one error line with the stack, the source, the user and the details', () => {
    const { logger, entries } = capturedLogger();
    const reporter = new LogErrorReporter(logger);
    reporter.report(new TypeError('x is undefined'), { source: 'api', user: { id: USER_ID }, details: { method: 'GET', url: '/client_side_api/v1/me' } });
    const [entry, ...more] = entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ level: 50, msg: 'unhandled error', source: 'api', user: { id: USER_ID }, method: 'GET', url: '/client_side_api/v1/me' });
    expect(entry!.err).toMatchObject({ type: 'TypeError', message: 'x is undefined' });
    expect(entry!.err.stack).toContain('error-reporting.spec.ts');
  });
});

describe("the API's unexpected errors", () => {
  const host = (principal?: { userId: string }) => {
    const response = { statusCode: 0, body: undefined as unknown, status: (code: number) => ((response.statusCode = code), response), json: (body: unknown) => ((response.body = body), response) };
    const request = { method: 'POST', originalUrl: '/client_side_api/v1/orders', principal };
    const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ArgumentsHost;
    return { context, response };
  };

  it('are reported with the request and the signed-in user, and answered with the generic message', () => {
    const { logger, entries } = capturedLogger();
    const filter = new ApiExceptionFilter(new LogErrorReporter(logger));
    const { context, response } = host({ userId: USER_ID });
    filter.catch(new Error('connection terminated'), context);
    expect({ status: response.statusCode, body: response.body }).toEqual({ status: 500, body: { message: 'Something went wrong, please try again' } });
    expect(entries()).toEqual([expect.objectContaining({ level: 50, msg: 'unhandled error', source: 'api', method: 'POST', url: '/client_side_api/v1/orders', user: { id: USER_ID } })]);
  });

  it('but refusals are answers, not errors: nothing is reported', () => {
    const { logger, entries } = capturedLogger();
    const filter = new ApiExceptionFilter(new LogErrorReporter(logger));
    const { context, response } = host({ userId: USER_ID });
    filter.catch(notFound('Order not found'), context);
    expect({ status: response.statusCode, body: response.body }).toEqual({ status: 404, body: { message: 'Order not found' } });
    expect(entries()).toEqual([]);
  });
});

describe('errors nothing caught in a process', () => {
  class RecordingReporter extends ErrorReporter {
    readonly reported: [unknown, unknown][] = [];
    flushed = 0;
    report(error: unknown, context: unknown): void {
      this.reported.push([error, context]);
    }
    flush(): Promise<void> {
      this.flushed += 1;
      return Promise.resolve();
    }
  }

  it.each(['uncaughtException', 'unhandledRejection'])('are reported on %s, sent, and then end the process with code 1', async (event) => {
    const reporter = new RecordingReporter();
    const exited = new Promise<number>((resolve) => {
      const target = Object.assign(new EventEmitter(), { exit: resolve as (code?: number) => never });
      reportUncaughtErrors(reporter, 'worker', target as unknown as Pick<NodeJS.Process, 'on' | 'exit'>);
      target.emit(event, new Error('lost lease'));
    });
    expect(await exited).toBe(1);
    expect(reporter.reported).toEqual([[new Error('lost lease'), { source: 'worker' }]]);
    expect(reporter.flushed).toBe(1);
  });
});

describe('POST /client_side_api/v1/error_reports', () => {
  let sentry: FakeSentry;
  let t: TestApp;
  let webDist: string;
  let address = 0;
  /** An address of its own per test: reports are limited per address. */
  const post = (body: unknown) =>
    t.http
      .post('/client_side_api/v1/error_reports')
      .set('X-Forwarded-For', `198.51.100.${(address += 1)}`)
      .send(body as object);
  const sent = async () => {
    await t.app.get(ErrorReporter).flush(5000);
    return sentry.events();
  };

  beforeAll(async () => {
    sentry = await startFakeSentry();
    webDist = await mkdtemp(join(tmpdir(), 'limelight-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><title>Limelight</title></head><body></body></html>');
    t = await startTestApp({ sentry: { dsn: sentry.dsn, environment: 'test' }, webDist });
  });
  afterAll(async () => {
    await t.close();
    await sentry.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("hands a payment report to Sentry: the order summary, page and user, the browser's stack, and no card data", async () => {
    const before = sentry.events().length;
    const withCardData = {
      ...paymentReport,
      stack: 'Error: Your card was declined.\n    at pay (http://localhost:5173/assets/index.js:10:5)',
      cardNumber: '4000 0000 0000 0002',
      cvc: '123',
      expiry: '12/34',
      orderSummary: { ...paymentReport.orderSummary, card: { number: '4000000000000002', exp_month: 12, exp_year: 2034, cvc: '123' } },
    };
    expect((await post(withCardData).expect(200)).body).toBe(true);
    const events = (await sent()).slice(before);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.exception!.values[0]).toMatchObject({ type: 'PaymentError', value: 'Your card was declined.' });
    expect(event!.exception!.values[0]!.stacktrace!.frames.map((frame) => frame.function)).toContain('pay');
    expect(event!.tags).toEqual({ source: 'web' });
    expect(event!.user).toEqual(paymentReport.user);
    expect(event!.contexts!.details).toEqual({ type: 'payment', url: paymentReport.url, paymentResult: 'tryAgain', orderSummary: paymentReport.orderSummary });
    const raw = sentry.envelopes.at(-1)!.raw;
    for (const secret of ['4000 0000 0000 0002', '4000000000000002', 'cvc', 'exp_month', '12/34']) expect(raw).not.toContain(secret);
  });

  it('hands an unhandled error of the web app on, without a user when nobody is signed in', async () => {
    const before = sentry.events().length;
    await post({ type: 'unhandled', message: "Cannot read properties of undefined (reading 'name')", url: 'http://localhost:5173/event/e1' }).expect(200);
    const [event, ...more] = (await sent()).slice(before);
    expect(more).toEqual([]);
    expect(event!.exception!.values[0]).toMatchObject({ type: 'WebAppError', value: "Cannot read properties of undefined (reading 'name')" });
    expect(event!.contexts!.details).toEqual({ type: 'unhandled', url: 'http://localhost:5173/event/e1' });
    expect(event!.user).toBeUndefined();
  });

  it('refuses a report it cannot read, and a payment without its order summary', async () => {
    const refused = await post({ type: 'payment', message: 'declined', paymentResult: 'failed', url: '/checkout/e1' }).expect(400);
    expect(refused.body).toEqual([{ message: expect.stringContaining('orderSummary') }]);
    await post({ ...paymentReport, type: 'crash' }).expect(400);
    await post({ ...paymentReport, paymentResult: 'succeeded' }).expect(400);
    await post({ ...paymentReport, orderSummary: { ...paymentReport.orderSummary, currency: 'xyz' } }).expect(400);
    await post({ ...paymentReport, message: 'x'.repeat(1001) }).expect(400);
  });

  it('refuses a body over 32 KB before reading it', async () => {
    const refused = await post({ type: 'unhandled', message: 'big', url: '/', stack: 'x'.repeat(33 * 1024) }).expect(413);
    expect(refused.body).toEqual({ message: 'Request too large' });
  });

  it(`takes ${ERROR_REPORT_LIMIT.limit} reports a minute from one address`, async () => {
    const from = (n: number) =>
      t.http.post('/client_side_api/v1/error_reports').set('X-Forwarded-For', '203.0.113.7').send({ type: 'unhandled', message: `error ${n}`, url: '/' });
    for (let n = 0; n < ERROR_REPORT_LIMIT.limit; n += 1) await from(n).expect(200);
    const refused = await from(ERROR_REPORT_LIMIT.limit).expect(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ERROR_REPORTS });
    await post({ type: 'unhandled', message: 'another address', url: '/' }).expect(200);
  });

  it("gives the web app Sentry's DSN in its page, and lets it reach Sentry", async () => {
    const page = await t.http.get('/event/anything').expect(200);
    expect(page.text).toContain(`<meta name="sentry-dsn" content="${sentry.dsn}" />`);
    expect(page.text).toContain('<meta name="sentry-environment" content="test" />');
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' https://api.stripe.com ${new URL(sentry.dsn).origin}`);
  });
});
