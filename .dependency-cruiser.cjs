/** Layering rules (CONVENTIONS.md): checked in `npm run lint`, so a broken boundary fails the build. */
const MODULE = '^backend/src/modules/([^/]+)/';
/** A module's public file: what other modules and the worker may use of it. */
const PUBLIC_FILE = '^backend/src/modules/([^/]+)/\\1\\.public\\.ts$';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'A domain/ file never imports Nest, TypeORM, Stripe, BullMQ or express.',
      severity: 'error',
      from: { path: 'backend/src/modules/[^/]+/domain/' },
      to: { path: 'node_modules/(@nestjs|typeorm|stripe|bullmq|@nestjs-cls|express|ioredis)' },
    },
    {
      name: 'application-not-adapters',
      comment: 'application/ depends on ports, never on infrastructure/ or http/.',
      severity: 'error',
      from: { path: 'backend/src/modules/[^/]+/application/' },
      to: { path: 'backend/src/modules/[^/]+/(infrastructure|http|jobs)/' },
    },
    {
      name: 'modules-meet-through-public-files',
      comment:
        "A module uses another only through that module's public file, <module>/<module>.public.ts (its Nest module and the services, ports, types and rules it offers): never its application/, domain/, infrastructure/, http/ or jobs/ directly.",
      severity: 'error',
      from: { path: `${MODULE}` },
      to: { path: MODULE, pathNot: [`backend/src/modules/$1/`, `${PUBLIC_FILE}`] },
    },
    {
      name: 'no-module-cycles',
      comment: 'Modules form a graph without cycles (a cycle between two modules is one missing boundary).',
      severity: 'error',
      from: { path: '^backend/src/modules/' },
      to: { path: '^backend/src/modules/', circular: true },
    },
    {
      name: 'nothing-imports-admin',
      comment:
        "The admin module (the staff views across modules and the queue dashboard's gate) composes the others through their public files (modules-meet-through-public-files); no other module depends on it.",
      severity: 'error',
      from: { path: '^backend/src/modules/(?!admin/)' },
      to: { path: '^backend/src/modules/admin/' },
    },
    {
      name: 'shared-not-modules',
      comment: 'shared/ is below every module; it never imports one.',
      severity: 'error',
      from: { path: '^backend/src/shared/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'http-on-top',
      comment:
        "A module's HTTP part (controllers, DTOs, its *-http.module) sits on top: nothing else in the module imports it, so the worker's build, which follows imports, holds no controller. (admin is HTTP only: its Nest module is its HTTP part.)",
      severity: 'error',
      from: { path: `${MODULE}(?!http/)`, pathNot: '^backend/src/modules/admin/admin\\.module\\.ts$' },
      to: { path: `${MODULE}http/` },
    },
    {
      name: 'jobs-for-the-worker',
      comment:
        "A module's jobs (its queue processors and their *-jobs.module) are the worker's, as http/ is the API's: nothing in backend/src outside that jobs/ folder imports them, so the API never runs a processor.",
      severity: 'error',
      from: { path: '^backend/src/', pathNot: `${MODULE}jobs/` },
      to: { path: `${MODULE}jobs/` },
    },
    {
      name: 'frontend-apart',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^(backend|worker)/' },
    },
    {
      name: 'worker-uses-backend-core-only',
      comment: 'The worker imports backend modules and shared code, never the API bootstrap or HTTP parts.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^backend/src/(main|app\\.module)|^backend/src/modules/[^/]+/http/' },
    },
    {
      name: 'worker-through-public-files',
      comment:
        "The worker uses a module through its public file, as other modules do, and registers the module's jobs/ (its *-jobs.module and processors); nothing else of a module.",
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: MODULE, pathNot: [`${PUBLIC_FILE}`, `${MODULE}jobs/`] },
    },
    {
      name: 'feature-isolation',
      comment: 'A frontend feature never imports another feature or a page.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/(pages/|features/)', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'features-below-app',
      comment:
        'app/ (store, router, layout) composes the features and shared components, so they never import it: the typed store hooks are in lib/ (CONVENTIONS.md, Frontend).',
      severity: 'error',
      from: { path: '^frontend/src/(features|components)/' },
      to: { path: '^frontend/src/app/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(backend|worker|frontend)/src' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.spec\\.tsx?$|/test/|/testing/|/dist/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
