// ESLint flat config (`npm run lint`): the recommended rules for the TypeScript sources of the API, the
// tests, the scripts and the web app (there also react-hooks and jsx-a11y), without type information so that
// it stays fast; the plain JavaScript config files and build scripts get the JavaScript recommended rules.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
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

/** The HTTP vocabulary of Nest: exceptions with a status and the status codes themselves. */
const HTTP_NAMES = [
  'HttpException', 'HttpStatus', 'BadRequestException', 'UnauthorizedException', 'ForbiddenException', 'NotFoundException',
  'ConflictException', 'GoneException', 'UnprocessableEntityException', 'PayloadTooLargeException', 'InternalServerErrorException',
];

/** A string that reads as an SQL statement. */
const SQL = String.raw`/\bSELECT\b[\s\S]*\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+[a-z_.]+\s+SET\b|\bDELETE\s+FROM\b/`;

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
    // The web app's components: the rules of hooks (and the React Compiler's checks) and accessible markup.
    name: 'limelight/web-react',
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    // Toasts come from web/src/lib/toast.ts: loading it mounts the Toaster, which pages load only when they need it.
    name: 'limelight/web-toasts',
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/toast.ts', 'web/src/lib/toaster.tsx', 'web/src/**/*.test.{ts,tsx}', 'web/src/**/*.fixtures.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'sonner', message: 'Import toast from web/src/lib/toast.ts, which mounts the Toaster.' }] }] },
  },
  {
    // Only the interface layer (controllers, the exception filter) speaks HTTP: use cases throw the refusals
    // of src/shared/errors.ts and the filter picks the status.
    name: 'limelight/no-http-below-interface',
    files: ['src/*/{domain,application,infrastructure,contracts}/**/*.ts', 'src/shared/!(http)/**/*.ts', 'src/shared/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@nestjs/common', importNames: HTTP_NAMES, message: 'Throw a refusal from src/shared/errors.ts; the HTTP status is chosen by the exception filter.' }] }],
    },
  },
  {
    name: 'limelight/sql-in-adapters',
    files: ['src/*/{domain,application,contracts}/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...['Literal', 'TemplateElement'].map((node) => ({ selector: `${node}[value${node === 'Literal' ? '' : '.raw'}=${SQL}]`, message: 'SQL lives in adapters (infrastructure/), behind a port.' }))],
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
