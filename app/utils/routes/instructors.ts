import { declareRoutes } from './route-definition';

/** Becoming and being an instructor: the offer, the application, onboarding, verification, the fee and the dashboard. */
export const INSTRUCTOR_ROUTES = declareRoutes([
  {
    path: '/teach',
    file: 'routes/instructors/teach.tsx',
    access: 'public',
    nav: {
      moreSheet: { at: 2, labelKey: 'moreSheet.teach', shownTo: 'signed-in' },
      areas: { instructors: { at: 1, labelKey: 'pages.teach.title' } },
    },
  },
  { path: '/instructor-join', file: 'routes/instructors/join.tsx', access: 'public' },
  {
    path: '/instructor/apply',
    file: 'routes/instructors/apply.tsx',
    access: 'public',
    nav: { areas: { instructors: { at: 2, labelKey: 'pages.instructor-apply.title' } } },
  },
  {
    path: '/instructors/onboarding',
    // SPEC §2 and §6 name three addresses for the one onboarding page; its area links here.
    aliases: ['/instructor/onboarding', '/instructor-onboarding'],
    file: 'routes/instructors/onboarding.tsx',
    access: 'public',
    nav: { areas: { instructors: { at: 3, labelKey: 'pages.instructors-onboarding.title' } } },
  },
  {
    path: '/instructor/verification',
    aliases: ['/instructor-verification'],
    file: 'routes/instructors/verification.tsx',
    access: 'public',
  },
  // A document sent there: its owner's and administrators' only (the loader checks whose it is)
  {
    path: '/instructor/verification/documents/:documentId',
    file: 'routes/instructors/verification-document.ts',
    access: 'signed-in',
  },
  // Where the payment page returns after the onboarding fee, paid or not: one page that shows what our records say.
  {
    path: '/instructor/pay/success',
    aliases: ['/instructor/pay/cancel'],
    file: 'routes/instructors/fee-outcome.tsx',
    access: 'public',
  },
  {
    path: '/instructor-dashboard',
    file: 'routes/instructors/dashboard.tsx',
    access: 'instructor',
    nav: { areas: { instructors: { at: 4, labelKey: 'pages.instructor-dashboard.title' } } },
  },
]);
