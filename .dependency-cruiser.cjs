/** The architecture's rules (../shared/ARCHITECTURE.md "Layout"), checked by `npm run depcruise` in `npm test`. */
const contexts = 'accounts|ticketing|checkout|membership|media|reporting|integrations';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only its own context\'s domain and shared/: no framework, ORM or I/O',
      severity: 'error',
      from: { path: `^src/(${contexts})/domain/` },
      to: { pathNot: [`^src/$1/domain/`, '^src/shared/', '^node:'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contexts-meet-through-contracts',
      comment: 'a context imports another only through its contracts/',
      severity: 'error',
      from: { path: `^src/(${contexts})/` },
      to: { path: `^src/(${contexts})/`, pathNot: [`^src/$1/`, `^src/(${contexts})/contracts/`] },
    },
    {
      name: 'shared-imports-no-context',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: `^src/(${contexts})/` },
    },
    {
      name: 'features-are-independent',
      comment: 'web features never import each other; routes compose them',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    { name: 'web-not-backend', severity: 'error', from: { path: '^web/' }, to: { path: '^src/' } },
    { name: 'backend-not-web', severity: 'error', from: { path: '^src/' }, to: { path: '^web/' } },
    { name: 'no-circular', severity: 'error', from: { pathNot: 'routeTree\\.gen\\.ts$' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.gen\\.ts$', '^dist/', '^web/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
