/**
 * The layers of worker/ and the project's outer boundaries (worker/README.md "Layers"), checked
 * by `npm run lint`. Each layer may import the layers below it, never one above it or a peer.
 * worker/env.ts is the app's context type (Hono's Variables): every layer reads it, and it names
 * the types of the variables the middleware and the page cache set.
 */
const LAYERS = [
  ['entry', '^worker/(index|app)\\.ts$'],
  ['middleware', '^worker/middleware/'],
  ['routes', '^worker/routes/'],
  ['publish', '^worker/publish/'],
  ['preview', '^worker/preview/'],
  ['screens', '^worker/screens/'],
  ['forms', '^worker/forms/'],
  ['seo', '^worker/seo/'],
  ['redirects', '^worker/redirects/'],
  ['monitor', '^worker/monitor/'],
  ['render', '^worker/render/'],
  ['cms', '^worker/cms/'],
  ['base', '^worker/(config|log|errors|request-size|hmac|server-timing|body-limit)\\.ts$'],
];
/** Layers of the same rank: peers that never import each other. */
const RANK = {
  entry: 0,
  middleware: 1,
  routes: 1,
  publish: 1,
  preview: 1.5,
  screens: 2,
  forms: 3,
  seo: 3,
  redirects: 3,
  monitor: 3,
  render: 4,
  cms: 5,
  base: 6,
};

const layerRules = LAYERS.flatMap(([name, path]) => {
  const above = LAYERS.filter(([other]) => other !== name && RANK[other] <= RANK[name]).map(([, otherPath]) => otherPath);
  if (above.length === 0) return [];
  return [
    {
      name: `layer-${name}`,
      comment: `worker/${name} imports only layers below it (worker/README.md "Layers")`,
      severity: 'error',
      from: { path },
      to: { path: above },
    },
  ];
});

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'No import cycles: a module never depends on itself through others (the context type aside).',
      severity: 'error',
      from: { path: '^(worker|client|shared)/' },
      to: { circular: true, viaNot: '^worker/env\\.ts$' },
    },
    {
      name: 'worker-not-demo-or-tests',
      comment: 'worker/ never imports the demo stand-ins or the tests.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^(demo|tests)/' },
    },
    {
      name: 'client-not-worker',
      comment: 'client/ runs in the browser too: it never imports worker/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(worker|demo|tests)/' },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'shared/ is isomorphic and stands alone.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(worker|client|demo|tests)/' },
    },
    {
      name: 'worker-bundle-without-client-only-libraries',
      comment:
        'The worker renders the forms but never submits them: the browser behaviour of the forms (form-behaviour.ts, group-behaviour.ts, the bot check loader, the island store and its jotai) stay out of its bundle (fflate is in it: the upload checks read ZIPs with it); so does the village plan’s ground drawing, a static file the client build writes (docs/decisions/012-worker-bundle-budget.md).',
      severity: 'error',
      from: { path: '^worker/index\\.ts$' },
      to: {
        path: '^(node_modules/jotai/|client/islands/(store|progress)\\.ts$|client/forms/(bot-check|form-behaviour|group-behaviour)\\.ts$|client/components/plan-ground-drawing\\.ts$)',
        reachable: true,
      },
    },
    {
      name: 'browser-without-catalogue-or-table',
      comment:
        'The six languages’ messages and the route table are the worker’s code, never the browser’s: client/ imports their modules for types only, and the islands get what they show from the page (docs/decisions/018-catalogue-and-route-table-as-imports.md). tests/integration/worker-start.test.ts checks the built chunks.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^shared/(i18n/(catalogue\\.ts|messages/)|routes/table\\.ts)', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.worker.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.wrangler|\\.tsbuild)/' },
  },
};
