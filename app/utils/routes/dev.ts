import { declareRoutes } from './route-definition';

/** Local installs only. */
export const DEV_ROUTES = declareRoutes([
  // Emails kept in the outbox, on local installs without SMTP (404 everywhere else)
  { path: '/dev/mailbox', file: 'routes/dev/mailbox.tsx', access: 'public' },
  { path: '/dev/mailbox/:id', file: 'routes/dev/mailbox-message.tsx', access: 'public' },
]);
