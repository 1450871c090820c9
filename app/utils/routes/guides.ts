import { declareRoutes } from './route-definition';

/** The growing guides. */
export const GUIDE_ROUTES = declareRoutes([
  {
    path: '/tools-resources',
    file: 'routes/guides/tools-resources.tsx',
    access: 'public',
    nav: {
      header: { at: 5, labelKey: 'nav.toolsResources' },
      drawer: { at: 5, labelKey: 'drawer.toolsResources.label', subtitleKey: 'drawer.toolsResources.subtitle' },
    },
  },
  { path: '/composting-guide', file: 'routes/guides/composting-guide.tsx', access: 'public' },
  { path: '/pest-management', file: 'routes/guides/pest-management.tsx', access: 'public' },
  { path: '/water-conservation', file: 'routes/guides/water-conservation.tsx', access: 'public' },
  { path: '/organic-certification', file: 'routes/guides/organic-certification.tsx', access: 'public' },
  { path: '/season-planner', file: 'routes/guides/season-planner.tsx', access: 'public' },
  // The planner's plan as a calendar file (the page's own query string); saving is the page's action.
  { path: '/season-planner.ics', file: 'routes/guides/season-planner-ics.ts', access: 'public' },
  { path: '/market-research', file: 'routes/guides/market-research.tsx', access: 'public' },
]);
