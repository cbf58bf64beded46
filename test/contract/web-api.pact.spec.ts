import { PactV4, Verifier } from '@pact-foundation/pact';
import type { INestApplication } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createApiApp } from '../../src/app.module.js';
import { readConfig } from '../../src/shared/config.js';
import { createLogger } from '../../src/shared/logging.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { accountsConsumerTests, accountsProviderStates } from './accounts.pact.js';
import { checkoutConsumerTests, checkoutProviderStates } from './checkout.pact.js';

/**
 * The web app is the consumer: its calls through the generated client are recorded as a Pact file.
 * Then the real API (on its own database) is verified as the provider against that file.
 * Each context adds its `<context>.pact.ts` with consumer tests and provider states here.
 */
const PACT_DIR = resolve('test/contract/pacts');
const CONSUMER = 'limelight-web';
const PROVIDER = 'limelight-api';

let pact: PactV4;

describe('web app as consumer', () => {
  beforeAll(async () => {
    await rm(PACT_DIR, { recursive: true, force: true });
    pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
  });

  describe('accounts', () => accountsConsumerTests(() => pact));
  describe('checkout', () => checkoutConsumerTests(() => pact));
});

describe('API as provider', () => {
  let db: TestDatabase;
  let app: INestApplication;
  let baseUrl = '';
  const session: { token?: string } = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = { ...readConfig({ NODE_ENV: 'test' }), webDist: undefined, logLevel: 'silent' };
    app = await createApiApp(config, db.url, createLogger('silent'));
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('honours every interaction the web app recorded', async () => {
    const accounts = accountsProviderStates(() => baseUrl, session);
    // The checkout states sell maya's tickets: her profile id, once she exists.
    const ownerId = async () => {
      await accounts['a user maya exists']();
      const me = await fetch(`${baseUrl}/client_side_api/v1/me`, { headers: { Authorization: `Bearer ${session.token}` } });
      return ((await me.json()) as { id: string }).id;
    };
    const output = await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactUrls: [resolve(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`)],
      stateHandlers: { ...accounts, ...checkoutProviderStates(() => app, () => db.url, ownerId) },
      // The recorded session cookie is a placeholder: replace it with the one the state handler obtained.
      requestFilter: (req, _res, next) => {
        if (req.headers.cookie && session.token) req.headers.cookie = `accessToken=${session.token}`;
        next();
      },
      logLevel: 'warn',
    }).verifyProvider();
    expect(output).toBeDefined();
  });
});
