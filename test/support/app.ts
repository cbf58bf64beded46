import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApiApp } from '../../src/app.module.js';
import { readConfig, type AppConfig } from '../../src/shared/config.js';
import { createLogger } from '../../src/shared/logging.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: INestApplication;
  db: TestDatabase;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The real API on a database of its own (no web app, no worker). */
export async function startTestApp(overrides: Partial<AppConfig> = {}, logger = createLogger(overrides.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'silent')): Promise<TestApp> {
  const db = await createTestDatabase();
  const config: AppConfig = { ...readConfig({ NODE_ENV: 'test', DATA_DIR: process.env.DATA_DIR }), webDist: undefined, logLevel: process.env.TEST_LOG_LEVEL ?? 'silent', ...overrides };
  const app = await createApiApp(config, db.url, logger);
  await app.init();
  return {
    app,
    db,
    http: request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

let counter = 0;

/**
 * A client address of its own for each test user (the API trusts X-Forwarded-For from loopback, as behind
 * its proxy), so that many sign-ups in one test file stay under the per-address sign-up limit.
 */
export const clientAddress = (n: number) => `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** Signs up a fresh user through the API and returns its bearer token. */
export async function signUpUser(http: TestApp['http'], overrides: Partial<{ name: string; username: string; email: string; password: string }> = {}): Promise<TestUser> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`.slice(-12);
  const body = { name: 'Test Person', username: `u${unique}`, email: `u${unique}@example.com`, password: 'secret-123', ...overrides };
  const response = await http.post('/client_side_api/v1/auth/sign_up').set('X-Forwarded-For', clientAddress(counter)).send(body).expect(201);
  const me = await http.get('/client_side_api/v1/me').set('Authorization', `Bearer ${response.body.accessToken}`).expect(200);
  return { id: me.body.id, username: me.body.username, email: me.body.email, password: body.password, token: response.body.accessToken };
}

export const bearer = (user: { token: string }) => ({ Authorization: `Bearer ${user.token}` });

/** Site admins are made by hand (there is no call for it): flip the flag in the database. */
export async function makeSiteAdmin(db: TestDatabase, userId: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('UPDATE accounts.users SET site_admin = true WHERE id = $1', [userId]);
  } finally {
    await client.end();
  }
}

/**
 * The Developer Zone is a per-owner flag that site admins turn on (test/accounts/super-admin.spec.ts drives
 * that through the API): set it in the database, for suites that need it on from the start.
 */
export async function turnOnDeveloperZone(db: TestDatabase, ownerId: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(`UPDATE accounts.profiles SET feature_flags = array_append(array_remove(feature_flags, 'developerZone'), 'developerZone') WHERE id = $1`, [ownerId]);
  } finally {
    await client.end();
  }
}

/** Creates an organization owned by `owner` through the API. */
export async function createOrganization(http: TestApp['http'], owner: TestUser, name = 'Test Collective'): Promise<{ id: string; username: string }> {
  counter += 1;
  const username = `o${Date.now().toString(36)}${counter}`.slice(-15);
  const response = await http.post('/client_side_api/v1/schools').set(bearer(owner)).send({ name, username }).expect(201);
  return { id: response.body.id, username: response.body.username };
}
