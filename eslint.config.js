// ESLint flat config (`npm run lint`): the recommended rules for the TypeScript sources of the API, the
// tests, the scripts and the web app, without type information so that it stays fast; the plain
// JavaScript config files and build scripts get the JavaScript recommended rules.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** The Node.js globals the plain JavaScript files use (TypeScript files get theirs from their types). */
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'AbortController', 'AbortSignal', 'fetch',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
    'queueMicrotask', 'structuredClone', 'performance', 'TextEncoder', 'TextDecoder',
  ].map((name) => [name, 'readonly']),
);
const commonJsGlobals = { module: 'writable', exports: 'writable', require: 'readonly', __dirname: 'readonly', __filename: 'readonly' };

/** Unused names are errors, except those that start with `_` (e.g. an argument a signature requires). */
const unusedVars = [
  'error',
  {
    args: 'after-used',
    argsIgnorePattern: '^_',
    varsIgnorePattern: '^_',
    caughtErrorsIgnorePattern: '^_',
    destructuredArrayIgnorePattern: '^_',
    ignoreRestSiblings: true,
  },
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'web/dist/',
    '.data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'test/contract/pacts/',
    '**/*.gen.ts',
    'web/src/routeTree.gen.ts',
  ]),
  {
    name: 'limelight/typescript',
    files: ['{src,test,scripts,web/src}/**/*.{ts,tsx,mts,cts}', 'web/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },
  {
    name: 'limelight/javascript',
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: nodeGlobals },
    rules: { 'no-unused-vars': unusedVars },
  },
  {
    name: 'limelight/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, ...commonJsGlobals } },
  },
);
