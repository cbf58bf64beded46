import { defineConfig, devices } from '@playwright/test';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { receiverTls } from './webhook-receiver.js';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) drives the built app
 * (`npm run build`, then `node dist/src/main.js`) on a fresh embedded PostgreSQL under .data/e2e.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** 3100 when it is free, otherwise any free port; chosen once by the runner, inherited by its workers. */
async function pickPort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0)) ?? preferred;
}
process.env.LIMELIGHT_E2E_PORT ??= String(await pickPort(3100));
const PORT = Number(process.env.LIMELIGHT_E2E_PORT);
const BASE_URL = `http://localhost:${PORT}`;
// Under .data/e2e, one folder per port, so two runs on one machine never share (or wipe) a database.
const DATA_DIR = `.data/e2e/${PORT}`;

// The local webhook receiver's certificate, trusted by the server (which may deliver to loopback here).
const RECEIVER_TLS = receiverTls(PORT);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${ROOT}test-results/e2e`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      },
    },
  ],
  webServer: {
    // Every run starts from an empty database: the embedded PostgreSQL is initialised anew under DATA_DIR.
    command: `rm -rf ${DATA_DIR} && exec node dist/src/main.js`,
    cwd: ROOT,
    url: BASE_URL,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: 'test',
      WEB_DIST: 'web/dist',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATABASE_URL: '',
      EVENT_STORE: 'postgres',
      WORKER: 'on',
      SEED_DEMO: 'true',
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      NODE_EXTRA_CA_CERTS: RECEIVER_TLS.cert,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server stop its embedded PostgreSQL instead of leaving it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
