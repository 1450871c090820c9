// The dependency rule (docs/architecture.md, "The dependency rule"; decision 0032), checked by
// `npm run lint` with dependency-cruiser. Each rule's comment is what a failing import prints.
const fs = require('node:fs');
const path = require('node:path');
const SCHEMA_OWNERS = require('./scripts/architecture/schema-owners.cjs');

/*
 * The features each feature builds on: it may import these, and no other feature. The graph
 * has no cycle, so no two features import each other; the config refuses to load otherwise,
 * and so does a folder in app/features that is missing here. Keep docs/architecture.md's
 * picture in step with it. A feature reads the tables of the features on its line too (decision
 * 0066): reading another domain's rows is a dependency on it, declared here like an import.
 */
const FEATURE_GRAPH = {
  // Page views are rolled up by a scheduled job (decision 0109).
  analytics: ['jobs'],
  content: [],
  jobs: [],
  relief: [],
  security: [],
  seo: [],
  search: [],
  messaging: ['jobs', 'security'],
  accounts: ['jobs', 'messaging', 'security', 'seo'],
  // The affiliate programme (issue 39): approval grants the role, decisions are emailed; rates may differ by the catalogue's categories.
  affiliates: ['accounts', 'catalog', 'jobs', 'messaging', 'security'],
  newsletter: ['content', 'jobs', 'messaging'],
  catalog: ['content', 'jobs', 'search', 'seo'],
  cart: ['accounts', 'catalog'],
  // Discount codes (issue 39): on the catalogue's products and categories, optionally an affiliate's.
  discounts: ['accounts', 'affiliates', 'catalog'],
  wishlist: ['catalog'],
  inventory: ['accounts', 'catalog'],
  reviews: ['catalog', 'orders'],
  'stock-alerts': ['catalog', 'messaging', 'security'],
  payments: ['jobs', 'security'],
  orders: [
    'accounts',
    'affiliates',
    'cart',
    'catalog',
    'discounts',
    'inventory',
    'jobs',
    'messaging',
    'payments',
    'relief',
    'seo',
  ],
  donations: ['jobs', 'messaging', 'payments'],
  subscriptions: ['accounts', 'catalog', 'jobs', 'messaging', 'orders', 'payments'],
  learning: ['accounts', 'catalog', 'content', 'jobs', 'messaging', 'search', 'seo'],
  live: ['accounts', 'learning'],
  game: ['accounts'],
  recipes: ['content', 'search'],
  // The planner's calendar export reuses learning's RFC 5545 writer (features/learning/calendar.ts).
  planner: ['accounts', 'learning'],
  instructors: ['accounts', 'catalog', 'content', 'jobs', 'messaging'],
  careers: ['accounts', 'content', 'jobs', 'search'],
  blog: ['accounts', 'catalog', 'content', 'jobs', 'search', 'security'],
  support: ['accounts', 'messaging', 'security'],
  forum: ['accounts', 'content', 'jobs', 'messaging', 'search', 'security', 'seo'],
  // The money ledger (issue 39) reads what was paid (orders), for what (the catalogue), whose it is (learning's instructors, vendors with their rate) and who brought the buyer (affiliates).
  ledger: ['affiliates', 'catalog', 'jobs', 'learning', 'orders', 'vendors'],
  // Growth automations (decision 0114): the cart reminder reads carts, whether the member ordered since, and their newsletter consent, and sends through messaging.
  growth: ['accounts', 'cart', 'jobs', 'messaging', 'newsletter', 'orders'],
  // Vendors (issue 39) apply as instructors do: they reuse instructors' payout seal and form, and its document checks.
  // Their products are checked with the inventory's field rules and their stock logged in its audit trail (decision 0093).
  // Their badges read what their parcels say through orders' findSellerFigures (decision 0098).
  vendors: ['accounts', 'catalog', 'instructors', 'inventory', 'jobs', 'messaging', 'orders'],
  // Payout runs (issue 39, decision 0096) settle what the ledger says vendors, affiliates and instructors earned, by Stripe Connect when configured;
  // an instructor's transfers recorded before runs (instructors' `instructor_payouts`) count as paid, and their sealed account is the bank destination (decision 0104),
  // as a vendor's approved application's is (vendors' `payout-account.server.ts`).
  payouts: ['accounts', 'instructors', 'ledger', 'orders', 'payments', 'vendors'],
  // Verde AI acts for the person once they confirm (issue 38): through the cart's, the orders', learning's own operations.
  assistant: ['accounts', 'cart', 'catalog', 'content', 'jobs', 'learning', 'orders', 'recipes', 'search', 'security'],
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

/** Every schema module has its line in SCHEMA_OWNERS, naming a feature (or null: the kernel's). */
function checkSchemaOwners(owners, graph) {
  const modules = fs
    .readdirSync(path.join(__dirname, 'app/db/schema'))
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    .map((name) => name.slice(0, -'.ts'.length));
  const unowned = modules.filter((name) => !(name in owners));
  if (unowned.length > 0)
    throw new Error(
      `app/db/schema/${unowned.join(', ')}: name the feature that owns its tables in scripts/architecture/schema-owners.cjs`,
    );
  for (const [module, owner] of Object.entries(owners)) {
    if (!modules.includes(module)) throw new Error(`schema-owners.cjs names ${module}, which is not in app/db/schema`);
    if (owner !== null && !(owner in graph))
      throw new Error(`schema-owners.cjs: ${module} is owned by ${owner}, which is not a feature`);
  }
}

checkSchemaOwners(SCHEMA_OWNERS, FEATURE_GRAPH);

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

const schemaModulesOf = (features) =>
  Object.entries(SCHEMA_OWNERS)
    .filter(([, owner]) => features.includes(owner))
    .map(([module]) => module);

// A feature's tables are its schema modules; it may read those of the features it builds on too.
// The barrel and the kernel's module are refused to everyone by the rule before these.
const schemaRules = Object.entries(FEATURE_GRAPH).map(([feature, builtOn]) => {
  const allowed = schemaModulesOf([feature, ...builtOn]);
  return {
    name: `feature-${feature}-reads-declared-tables-only`,
    comment:
      `features/${feature} may import these schema modules only: ${allowed.join(', ') || 'none'} (its own, and those of ` +
      `the features it builds on in FEATURE_GRAPH). To read another domain's rows, call a function of that domain, or add ` +
      "the domain to this feature's FEATURE_GRAPH line if that makes no cycle (otherwise compose the two beside the route). " +
      `To write them, always call the owning domain's function (decision 0066). ${SEE}`,
    severity: 'error',
    from: { path: `^app/features/${feature}/` },
    to: { path: '^app/db/schema/', pathNot: `^app/db/schema/(${['index', 'platform', ...allowed].join('|')})\\.ts$` },
  };
});

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
      name: 'features-never-import-the-schema-barrel',
      comment:
        "app/db/schema/index.ts is for drizzle-kit and the database client, and platform.ts holds the kernel's tables. " +
        "Import the module that holds the table (app/db/schema/<feature>.ts: your feature's, or one of a feature you " +
        'build on); settings such as a generated secret go through app/db/app-meta.server.ts (decision 0066). ' +
        SEE,
      severity: 'error',
      from: { path: '^app/features/' },
      to: { path: '^app/db/schema/(index|platform)\\.ts$' },
    },
    ...schemaRules,
    {
      name: 'routes-and-components-hold-no-tables',
      comment:
        'Routes, components and the shell hold no SQL (convention 3): call a function of the feature that owns the ' +
        "table. A type a page needs from a table is exported by that feature (as learning's authoring.schema.ts " +
        `exports QuizQuestion), not imported from app/db/schema (decision 0066). ${SEE}`,
      severity: 'error',
      from: { path: '^app/(routes/|components/|root\\.tsx$|entry\\.(server|client)\\.tsx$)' },
      to: { path: '^app/db/schema/' },
    },
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
