/**
 * The boundaries `npm test` keeps true (npm run lint:boundaries):
 * - a backend module (a folder under backend/src) owns its tables: no other module imports its
 *   repositories or entities; it asks the module's exported service, or listens to its events;
 * - the backend's modules depend on each other one way only: no cycle between them;
 * - the three apps share code only through `contract/`, never by importing each other.
 * Entry points (main.ts, app.module.ts and the *.cli.ts commands) wire every module together and
 * are not modules themselves; the bench is a measuring tool that reads the directory's repository.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-other-modules-repository-or-entity',
      comment: "A module's repositories and entities are its own: call its exported service, or listen to its events.",
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/', pathNot: '^backend/src/bench/' },
      to: { path: '^backend/src/.+(\\.repository\\.ts$|/entities/)', pathNot: '^backend/src/$1/' },
    },
    {
      name: 'no-cycles-between-backend-modules',
      comment: 'Backend modules depend on each other one way: break a cycle with an event or by moving the shared part down.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^backend/src/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'apps-share-only-contract',
      comment: 'frontend, admin and backend never import each other; what they share lives in contract/.',
      severity: 'error',
      from: { path: '^(frontend|admin|backend)/' },
      to: { path: '^(frontend|admin|backend)/', pathNot: '^$1/' },
    },
    {
      name: 'contract-imports-no-app',
      comment: 'contract/ is shared by the three apps, so it depends on none of them.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(frontend|admin|backend)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|^backend/src/main\\.ts$|^backend/src/app\\.module\\.ts$|\\.cli\\.ts$' },
    // Type-only imports count: an entity type imported across modules is still reaching into its table.
    tsPreCompilationDeps: true,
  },
};
