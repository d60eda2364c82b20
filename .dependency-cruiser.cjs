/**
 * The boundaries `npm test` keeps true (npm run lint:boundaries):
 * - a backend module (a folder under backend/src) owns its tables: no other module imports its
 *   repositories or entities; it asks the module's exported service, or listens to its events;
 * - the backend's modules depend on each other one way only: no cycle between them;
 * - the three apps share code only through `contract/`, never by importing each other.
 * Entry points (main.ts, app.module.ts and the *.cli.ts commands) wire every module together and
 * are not modules themselves; the bench is a measuring tool that reads the directory's repository.
 *
 * The public site (frontend/src, bulletproof-react's layout) and the back office (admin/src, react-admin's demo
 * layout) depend one way: the app composes features, features use shared code, shared code uses neither.
 * - site: app/ and main.tsx compose; a feature is a folder of features/; components/, lib/ and config/ are shared;
 * - back office: App.tsx and main.tsx compose; a feature is a folder of resources/, or dashboard/ or login/ (each
 *   a screen of its own); layout/ (the shell around every screen), two-factor/ and the files directly in src/
 *   (providers, HTTP client, display helpers) are shared.
 * A feature reaches another only through that feature's index.ts, which exports just what others need. The app may
 * import any file of a feature, so that each screen stays a lazily loaded chunk of its own.
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
    {
      name: 'site-feature-reaches-feature-through-index',
      comment: "A site feature imports another feature only through that feature's index.ts (what it offers the others).",
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: ['^frontend/src/features/$1/', '^frontend/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'site-feature-imports-no-app',
      comment: 'app/ composes the features; a feature never imports app/ (move what both need to components/ or lib/).',
      severity: 'error',
      from: { path: '^frontend/src/features/' },
      to: { path: '^frontend/src/(app/|main\\.tsx$)' },
    },
    {
      name: 'site-shared-imports-no-feature-or-app',
      comment: 'components/, lib/ and config/ are shared by every feature, so they import no feature and not app/.',
      severity: 'error',
      // The test harness renders the whole app; production code never imports it (site-code-imports-no-test-harness).
      from: { path: '^frontend/src/(components|lib|config)/', pathNot: '^frontend/src/lib/testing/' },
      to: { path: '^frontend/src/(features/|app/|main\\.tsx$)' },
    },
    {
      name: 'site-code-imports-no-test-harness',
      comment: 'Only tests import the test harness (lib/testing/, test/).',
      severity: 'error',
      from: { path: '^frontend/src/', pathNot: ['\\.test\\.tsx?$', '^frontend/src/lib/testing/'] },
      to: { path: '^frontend/(src/lib/testing|test)/' },
    },
    {
      name: 'back-office-feature-reaches-feature-through-index',
      comment: "A back-office feature (a resource, the dashboard, login) imports another only through that one's index.ts.",
      severity: 'error',
      from: { path: '^admin/src/(resources/[^/]+|dashboard|login)/' },
      to: {
        path: '^admin/src/(resources/[^/]+|dashboard|login)/',
        pathNot: ['^admin/src/$1/', '^admin/src/(resources/[^/]+|dashboard|login)/index\\.tsx?$'],
      },
    },
    {
      name: 'back-office-shared-imports-no-feature-or-app',
      comment: 'layout/, two-factor/ and the files directly in admin/src are shared, so they import no feature and not App.tsx.',
      severity: 'error',
      from: { path: '^admin/src/(layout/|two-factor/|[^/]+\\.tsx?$)', pathNot: ['^admin/src/(App|main)\\.tsx$', '\\.test\\.tsx?$'] },
      to: { path: '^admin/src/(resources/|dashboard/|login/|App\\.tsx$|main\\.tsx$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|^backend/src/main\\.ts$|^backend/src/app\\.module\\.ts$|\\.cli\\.ts$' },
    // Type-only imports count: an entity type imported across modules is still reaching into its table.
    tsPreCompilationDeps: true,
  },
};
