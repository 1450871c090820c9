import { declareRoutes } from './route-definition';

/** Signing in, up and out, and the first admin’s set-up. */
export const AUTH_ROUTES = declareRoutes([
  {
    path: '/auth',
    file: 'routes/auth/sign-in.tsx',
    access: 'guest',
    nav: {
      drawer: { at: 9, labelKey: 'drawer.signIn.label', subtitleKey: 'drawer.signIn.subtitle', shownTo: 'signed-out' },
      moreSheet: { at: 7, labelKey: 'moreSheet.signIn', shownTo: 'signed-out' },
      areas: { auth: { at: 1, labelKey: 'pages.auth.title' } },
    },
  },
  {
    path: '/auth/forgot',
    file: 'routes/auth/forgot.tsx',
    access: 'guest',
    nav: { areas: { auth: { at: 3, labelKey: 'pages.auth-forgot.title' } } },
  },
  { path: '/auth/reset', file: 'routes/auth/reset.tsx', access: 'public' },
  // Open: behind the guard, no sign-in needed
  { path: '/auth/verify', file: 'routes/auth/verify.tsx', access: 'public' },
  // Second step of sign-in for accounts with two-step sign-in (no session yet)
  { path: '/auth/two-factor', file: 'routes/auth/two-factor.tsx', access: 'guest' },
  // A signed-in person whose profile lacks SPEC §5's required fields completes it here
  { path: '/auth/complete-profile', file: 'routes/auth/complete-profile.tsx', access: 'signed-in' },
  {
    path: '/signup',
    file: 'routes/auth/sign-up.tsx',
    access: 'guest',
    nav: { areas: { auth: { at: 2, labelKey: 'pages.signup.title' } } },
  },
  {
    path: '/instructor-auth',
    file: 'routes/auth/instructor-sign-in.tsx',
    access: 'guest',
    nav: { areas: { auth: { at: 4, labelKey: 'pages.instructor-auth.title' } } },
  },
  { path: '/instructor-signup', file: 'routes/auth/instructor-sign-up.tsx', access: 'guest' },
  // Pre-registration: creates the first admin, protected by the one-time setup token
  { path: '/admin/setup', file: 'routes/auth/admin-setup.tsx', access: 'public', shell: 'admin' },
  { path: '/sign-out', file: 'routes/auth/sign-out.ts', access: 'public' },
]);
