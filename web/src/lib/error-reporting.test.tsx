import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardPayment } from '../components/payment/card-payment';
import { fetchClient } from './api/client';
import { flushErrorReports, installErrorReporting, reportPaymentError, reportUnhandledError, type ErrorReport } from './error-reporting';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.head.querySelectorAll('meta[name^="sentry-"]').forEach((meta) => meta.remove());
});

type Post = typeof fetchClient.POST;

/** The API's answers: the demo gateway declines, the error reports call keeps what it is sent. */
const answerPayment = (result: 'tryAgain' | 'failed', message: string) => {
  const reports: ErrorReport[] = [];
  vi.spyOn(fetchClient, 'POST').mockImplementation(((path: string, init: { body: unknown }) => {
    if (path === '/client_side_api/v1/error_reports') reports.push(init.body as ErrorReport);
    const data = path === '/client_side_api/v1/error_reports' ? true : { result, message, orderId: ORDER.id };
    return Promise.resolve({ data, response: new Response() });
  }) as unknown as Post);
  return reports;
};

const ORDER = {
  id: '0b6b1f3c-4a5e-4c1e-9d7a-2f1e3c4b5a69',
  amount: 5238,
  currency: 'usd',
  lines: [{ ticketId: 't1', name: 'General admission', quantity: 2, price: 2500, fee: 94, discount: 0, discountName: null }],
};
const BUYER = { id: '6f1d2c3b-8a7e-4f60-9b1c-3d2e1f0a9b8c', email: 'sam@limelight.example' };
/** What a payer types, by the fields' autocomplete names. */
const CARD = { 'cc-number': '4000 0000 0000 0002', 'cc-exp': '11 / 31', 'cc-csc': '987', 'cc-name': 'Sam Rivera', 'postal-code': '94107' } as Record<string, string>;

describe('the payment error report', () => {
  it('is sent once a card payment fails, with the order summary, page and user, and not one card detail typed', async () => {
    window.history.replaceState(null, '', '/checkout/e1?event=d1&ticketType=in-person');
    const reports = answerPayment('tryAgain', 'Your card was declined.');
    const onFailed = vi.fn((result: 'tryAgain' | 'failed', message: string) => reportPaymentError({ result, message, order: ORDER, user: BUYER }));
    render(<CardPayment payment={{ gateway: 'demo', paymentIntent: 'pi_demo_1', clientSecret: 'secret_1', stripePaymentMethod: null }} amount={5238} currency="usd" returnUrl="/checkout/thankyou/o1" onPaid={() => undefined} onFailed={onFailed} />);
    const form = screen.getByRole('button', { name: /Confirm and pay/ }).closest('form')!;
    for (const input of form.querySelectorAll('input')) fireEvent.change(input, { target: { value: CARD[input.autocomplete] ?? '12' } });
    await act(async () => fireEvent.submit(form));
    await flushErrorReports();

    expect(onFailed).toHaveBeenCalledWith('tryAgain', 'Your card was declined.');
    expect(reports).toEqual([
      {
        type: 'payment',
        message: 'Your card was declined.',
        paymentResult: 'tryAgain',
        orderSummary: { id: ORDER.id, amount: 5238, currency: 'usd', lines: [{ name: 'General admission', quantity: 2, price: 2500 }] },
        url: 'http://localhost:3000/checkout/e1?event=d1&ticketType=in-person',
        user: BUYER,
      },
    ]);
    const sent = JSON.stringify(reports);
    for (const typed of ['4000', '0002', '11 / 31', '11/31', '987', 'Sam Rivera']) expect(sent).not.toContain(typed);
  });

  it('says failed when the payment is over, and leaves out a signed-out buyer, a card number in a message and the secret of the page', async () => {
    window.history.replaceState(null, '', '/checkout/thankyou?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2');
    const reports = answerPayment('failed', '');
    reportPaymentError({ result: 'failed', message: 'Card 4000000000000002 was declined', order: ORDER });
    await flushErrorReports();
    expect(reports).toEqual([expect.objectContaining({ paymentResult: 'failed', message: 'Card [card number removed] was declined', url: 'http://localhost:3000/checkout/thankyou?payment_intent=pi_1' })]);
    expect(reports[0]).not.toHaveProperty('user');
  });
});

describe('unhandled errors', () => {
  it('are reported once, whether the window, a rejected promise or a route’s error boundary meets them', async () => {
    const reports = answerPayment('tryAgain', '');
    const undo = installErrorReporting(window);
    try {
      const error = new TypeError("Cannot read properties of undefined (reading 'name')");
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      reportUnhandledError(error);
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('Failed to fetch') }));
      await flushErrorReports();
      expect(reports).toEqual([
        { type: 'unhandled', message: "Cannot read properties of undefined (reading 'name')", stack: expect.stringContaining('error-reporting.test.tsx'), url: 'http://localhost:3000/' },
        { type: 'unhandled', message: 'Failed to fetch', stack: expect.any(String), url: 'http://localhost:3000/' },
      ]);
    } finally {
      undo();
    }
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('after the undo') }));
    await flushErrorReports();
    expect(reports).toHaveLength(2);
  });

  it('are reported once when a page fails to render and the router shows its error screen', async () => {
    const reports = answerPayment('tryAgain', '');
    const undo = installErrorReporting(window);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const Broken = () => {
        throw new Error('Invalid time value');
      };
      const router = createRouter({
        routeTree: createRootRoute({ component: Broken }),
        history: createMemoryHistory({ initialEntries: ['/event/e1'] }),
        defaultErrorComponent: () => <p>Something broke</p>,
        defaultOnCatch: (error) => reportUnhandledError(error),
      });
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('Something broke')).toBeTruthy();
      await flushErrorReports();
      expect(reports).toEqual([{ type: 'unhandled', message: 'Invalid time value', stack: expect.any(String), url: 'http://localhost:3000/' }]);
    } finally {
      undo();
    }
  });
});

/** The parts of a Sentry event the test reads. */
interface SentryEvent {
  exception: { values: { type: string; value: string }[] };
  contexts: Record<string, unknown>;
  user?: Record<string, string>;
  tags: Record<string, string>;
  environment: string;
}

/** Sentry's ingestion endpoint: envelopes of newline-separated JSON (header, then item header and payload). */
async function startFakeSentry(): Promise<{ dsn: string; events: SentryEvent[]; server: Server }> {
  const events: SentryEvent[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/1\/envelope\/\?/.test(request.url ?? '')) {
        const [, ...items] = body.split('\n').filter(Boolean);
        for (let i = 0; i + 1 < items.length; i += 2) if ((JSON.parse(items[i]!) as { type: string }).type === 'event') events.push(JSON.parse(items[i + 1]!) as SentryEvent);
      }
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { dsn: `http://public@127.0.0.1:${(server.address() as AddressInfo).port}/1`, events, server };
}

describe('with a Sentry DSN in the page', () => {
  it("sends reports to Sentry's browser SDK instead of the API", async () => {
    const sentry = await startFakeSentry();
    try {
      document.head.insertAdjacentHTML('beforeend', `<meta name="sentry-dsn" content="${sentry.dsn}" /><meta name="sentry-environment" content="staging" />`);
      // A fresh module: the page's DSN is read once, at the first report.
      vi.resetModules();
      const reporting = await import('./error-reporting');
      const api = vi.spyOn((await import('./api/client')).fetchClient, 'POST');
      window.history.replaceState(null, '', '/checkout/e1?event=d1');
      reporting.reportPaymentError({ result: 'tryAgain', message: 'Your card was declined.', order: ORDER, user: BUYER });
      reporting.reportUnhandledError(new RangeError('Invalid time value'));
      await reporting.flushErrorReports();

      expect(api).not.toHaveBeenCalled();
      const [payment, unhandled] = sentry.events;
      expect(payment!.exception.values[0]).toMatchObject({ type: 'PaymentError', value: 'Your card was declined.' });
      expect(payment!.contexts.details).toEqual({
        type: 'payment',
        paymentResult: 'tryAgain',
        orderSummary: { id: ORDER.id, amount: 5238, currency: 'usd', lines: [{ name: 'General admission', quantity: 2, price: 2500 }] },
        url: 'http://localhost:3000/checkout/e1?event=d1',
      });
      expect(payment!.user).toEqual(BUYER);
      expect(payment!.tags).toEqual({ source: 'web' });
      expect(payment!.environment).toBe('staging');
      expect(unhandled!.exception.values[0]).toMatchObject({ type: 'RangeError', value: 'Invalid time value' });
      expect(unhandled!.contexts.details).toEqual({ type: 'unhandled', url: 'http://localhost:3000/checkout/e1?event=d1' });
      expect(sentry.events).toHaveLength(2);
    } finally {
      await new Promise((resolve) => sentry.server.close(resolve));
    }
  });
});
