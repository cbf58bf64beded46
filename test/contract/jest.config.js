/**
 * Pact contract tests (`npm run test:contract`): the web app as consumer, the API verified as provider.
 * Same ESM set-up as the root jest.config.js (@swc/jest, `.js` specifiers mapped to their `.ts` sources,
 * one embedded PostgreSQL for the run from test/support); one worker, since the mock servers and the
 * provider under verification listen on ports and pact files are written in turn.
 */
export default {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/contract'],
  testMatch: ['**/*.pact.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/test/contract/pacts/'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
