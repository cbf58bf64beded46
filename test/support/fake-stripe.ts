import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received, as Stripe's API would see it. */
export interface StripeCall {
  method: string;
  path: string;
  /** Form-encoded body (POST) or query (GET). */
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  /** The connected account the call acts on (`Stripe-Account` header), when any. */
  stripeAccount: string | undefined;
}

export type StripeAnswer = [status: number, body: unknown];
type Handler = (call: StripeCall, match: RegExpExecArray) => StripeAnswer | Promise<StripeAnswer>;

/**
 * A local HTTP server speaking Stripe's API protocol (form bodies in, JSON objects out, Stripe's error
 * shape), so the Stripe adapters run unchanged against it. Each test suite registers the routes it needs
 * (`route`), e.g. with `paymentIntentRoutes`; anything else answers Stripe's 404.
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  private readonly routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  private server!: Server;

  route(method: string, pattern: RegExp, handler: Handler): this {
    this.routes.push({ method, pattern, handler });
    return this;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) =>
      void this.handle(request)
        .catch((error: Error): StripeAnswer => [500, { error: { type: 'api_error', message: error.message } }])
        .then(([status, body]) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))),
    );
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop = () => new Promise<void>((resolve) => this.server.close(() => resolve()));

  /** The calls to `path` (exact) with `method`. */
  callsTo = (method: string, path: string) => this.calls.filter((call) => call.method === method && call.path === path);

  private async handle(request: IncomingMessage): Promise<StripeAnswer> {
    let text = '';
    for await (const chunk of request) text += chunk;
    const [path, query = ''] = (request.url ?? '').split('?') as [string, string?];
    const call: StripeCall = {
      method: request.method!,
      path,
      body: new URLSearchParams(request.method === 'GET' ? query : text),
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      stripeAccount: request.headers['stripe-account'] as string | undefined,
    };
    this.calls.push(call);
    for (const route of this.routes) {
      if (route.method !== call.method) continue;
      const match = route.pattern.exec(path);
      if (match) return route.handler(call, match);
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${call.method}: ${path})` } }];
  }
}

/** Stripe's error answer for a bad request. */
export const stripeError = (message: string, status = 400, code?: string): StripeAnswer => [status, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } }];

/** PaymentIntents as checkout uses them: create (idempotent), retrieve, cancel; refunds. */
export function paymentIntentRoutes(fake: FakeStripe) {
  const intents = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  const state = {
    intents,
    /** Answer the next PaymentIntent creation with a passing error, as Stripe sometimes does. */
    failNextCreate: false,
  };
  fake
    .route('POST', /^\/v1\/payment_intents$/, ({ body, idempotencyKey }) => {
      if (state.failNextCreate) {
        state.failNextCreate = false;
        return [503, { error: { type: 'api_error', message: 'Please try again.' } }];
      }
      const existing = idempotencyKey && byKey.get(idempotencyKey);
      if (existing) return [200, intents.get(existing)];
      const id = `pi_${intents.size + 1}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
        if (name) metadata[name] = value;
      }
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_test`,
        payment_method_types: body.getAll('payment_method_types[]'),
        metadata,
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, id);
      return [200, intent];
    })
    .route('GET', /^\/v1\/payment_intents\/([^/]+)$/, (_call, match) => (intents.has(match[1]!) ? [200, intents.get(match[1]!)] : stripeError(`No such payment_intent: '${match[1]}'`, 404, 'resource_missing')))
    .route('POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (_call, match) => {
      const intent = intents.get(match[1]!);
      if (!intent) return stripeError(`No such payment_intent: '${match[1]}'`, 404, 'resource_missing');
      intent.status = 'canceled';
      return [200, intent];
    })
    .route('POST', /^\/v1\/refunds$/, ({ body }) => [200, { id: `re_${fake.calls.length}`, object: 'refund', amount: Number(body.get('amount')), payment_intent: body.get('payment_intent'), status: 'succeeded' }]);
  return state;
}
