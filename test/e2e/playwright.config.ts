import { defineConfig, devices } from '@playwright/test';

const PORT = 3100;

/** Debian's Chromium drives the built app (`node dist/src/main.js`) on its own fresh embedded PostgreSQL. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'rm -rf .data/e2e && node dist/src/main.js',
    cwd: '../..',
    url: `http://localhost:${PORT}/client_side_api/v1/profiles/admin`,
    env: { PORT: String(PORT), DATA_DIR: '.data/e2e', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
