// The dependency rule (docs/architecture.md, "The dependency rule"; decision 0032), checked by
// `npm run lint` with dependency-cruiser. Each rule's comment is what a failing import prints.
const fs = require('node:fs');
const path = require('node:path');

/*
 * The features each feature builds on: it may import these, and no other feature. The graph
 * has no cycle, so no two features import each other; the config refuses to load otherwise,
 * and so does a folder in app/features that is missing here. Keep docs/architecture.md's
 * picture in step with it.
 */
const FEATURE_GRAPH = {
  affiliates: [],
  analytics: [],
  content: [],
  jobs: [],
  relief: [],
  security: [],
  seo: [],
  search: ['content'],
  messaging: ['jobs', 'security'],
  accounts: ['jobs', 'messaging', 'security', 'seo'],
  newsletter: ['jobs', 'messaging'],
  catalog: ['content', 'jobs', 'search', 'seo'],
  cart: ['accounts', 'catalog'],
  wishlist: ['catalog'],
  inventory: ['catalog'],
  reviews: ['orders'],
  'stock-alerts': ['catalog', 'messaging', 'security'],
  payments: ['jobs', 'security'],
  orders: ['accounts', 'cart', 'jobs', 'messaging', 'payments', 'relief', 'seo'],
  donations: ['jobs', 'messaging', 'payments'],
  subscriptions: ['jobs', 'messaging', 'orders', 'payments'],
  learning: ['accounts', 'content', 'jobs', 'messaging', 'search', 'seo'],
  live: [],
  game: [],
  instructors: ['accounts', 'content', 'jobs', 'messaging'],
};

function checkFeatureGraph(graph) {
  const folders = fs
    .readdirSync(path.join(__dirname, 'app/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const undeclared = folders.filter((name) => !(name in graph));
  if (undeclared.length > 0)
    throw new Error(
      `app/features/${undeclared.join(', ')}: declare what it builds on in FEATURE_GRAPH (.dependency-cruiser.cjs)`,
    );
  for (const [feature, builtOn] of Object.entries(graph)) {
    for (const other of builtOn)
      if (!(other in graph)) throw new Error(`FEATURE_GRAPH: ${feature} builds on ${other}, which is not a feature`);
  }
  // Depth-first search: a feature met again while its own dependencies are being visited closes a cycle.
  const state = new Map();
  const visit = (feature, trail) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'visiting') throw new Error(`FEATURE_GRAPH has a cycle: ${[...trail, feature].join(' -> ')}`);
    state.set(feature, 'visiting');
    for (const other of graph[feature]) visit(other, [...trail, feature]);
    state.set(feature, 'done');
  };
  for (const feature of Object.keys(graph)) visit(feature, []);
}

checkFeatureGraph(FEATURE_GRAPH);

const SEE = 'See docs/architecture.md, "The dependency rule".';

const featureRules = Object.entries(FEATURE_GRAPH).map(([feature, builtOn]) => ({
  name: `feature-${feature}-builds-on-declared-features-only`,
  comment:
    `features/${feature} may import only the features it builds on: ${builtOn.join(', ') || 'none'} ` +
    '(FEATURE_GRAPH in .dependency-cruiser.cjs). Move what both need down to utils/ or components/ui/, ' +
    `or compose the two in routes/ or server/. ${SEE}`,
  severity: 'error',
  from: { path: `^app/features/${feature}/` },
  to: { path: '^app/features/', pathNot: `^app/features/(${[feature, ...builtOn].join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      comment:
        'This import closes a cycle of runtime imports (type-only imports do not count, lazy import() does). ' +
        `Move the shared piece into a module both import, or register the composition in server/. ${SEE}`,
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'utils-imports-nothing-of-the-app',
      comment: `app/utils is the bottom layer: it imports no other part of the app. ${SEE}`,
      severity: 'error',
      from: { path: '^app/utils/' },
      to: { path: '^(app|server)/', pathNot: '^app/utils/' },
    },
    {
      name: 'route-table-imports-nothing',
      comment:
        "The route table (app/utils/route-table.ts and its area files in app/utils/routes/) is plain data: React Router's " +
        'Vite plugin loads it through app/routes.ts, and the shell ships it to the browser. It imports nothing but its ' +
        `own files; derive what you need where you use it (decisions 0037, 0067). ${SEE}`,
      severity: 'error',
      from: { path: '^app/utils/(route-table\\.ts$|routes/)', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^app/utils/(route-table\\.ts|routes/[a-z-]+\\.ts)$' },
    },
    {
      name: 'routes-config-reads-the-route-table-only',
      comment:
        "app/routes.ts is loaded by React Router's Vite plugin, outside the app: of the app it imports the route " +
        `table and its area files only, never server code (decisions 0037, 0067). ${SEE}`,
      severity: 'error',
      from: { path: '^app/routes\\.ts$' },
      to: { path: '^(app|server)/', pathNot: '^app/utils/(route-table\\.ts|routes/[a-z-]+\\.ts)$' },
    },
    {
      name: 'i18n-builds-on-utils-only',
      comment: `app/i18n may import app/utils and nothing else of the app. ${SEE}`,
      severity: 'error',
      from: { path: '^app/i18n/' },
      to: { path: '^(app|server)/', pathNot: '^app/(i18n|utils)/' },
    },
    {
      name: 'db-builds-on-utils-only',
      comment:
        'app/db may import app/utils and nothing else of the app: seeders and other per-feature lists are ' +
        `assembled in server/. ${SEE}`,
      severity: 'error',
      from: { path: '^app/db/' },
      to: { path: '^(app|server)/', pathNot: '^app/(db|utils)/' },
    },
    {
      name: 'shared-ui-builds-on-utils-and-i18n-only',
      comment: `app/components/ui is shared UI: it may import app/utils and app/i18n, never a feature or the shell. ${SEE}`,
      severity: 'error',
      from: { path: '^app/components/ui/' },
      to: { path: '^(app|server)/', pathNot: '^app/(components/ui|utils|i18n)/' },
    },
    {
      name: 'features-never-import-what-composes-them',
      comment:
        'A feature never imports routes, root.tsx, the entries, the shell (components/layout, components/page) ' +
        `or server/: those compose features, not the other way round. ${SEE}`,
      severity: 'error',
      from: { path: '^app/features/' },
      to: {
        path: '^(app/routes/|app/components/(layout|page)/|app/(root|routes|entry\\.server|entry\\.client)\\.tsx?$|server/)',
      },
    },
    ...featureRules,
    {
      name: 'shell-never-imports-routes-or-server',
      comment:
        'The shell (components/layout, components/page) composes features and shared UI for root.tsx; it never ' +
        `imports a route module or server/, and reads root.tsx for its loader's type only. ${SEE}`,
      severity: 'error',
      from: { path: '^app/components/(layout|page)/' },
      to: { path: '^(app/routes/|app/routes\\.ts$|app/entry\\.(server|client)\\.tsx$|server/)' },
    },
    {
      name: 'shell-reads-root-for-types-only',
      comment: `The shell may import root.tsx's types (its loader's data), never its code: root.tsx renders the shell. ${SEE}`,
      severity: 'error',
      from: { path: '^app/components/(layout|page)/' },
      to: { path: '^app/root\\.tsx$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'app-never-imports-server',
      comment: `server/ is the composition root: it imports the app, never the other way round. ${SEE}`,
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^\\.react-router/', '^build/'] },
    // Type-only imports are part of the graph (the layer rules apply to them too); only the cycle
    // rule leaves them out, since they vanish from the running code.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
