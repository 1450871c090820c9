import { lazy, Suspense } from 'react';
import * as serverViews from './error-screen-views';

/*
 * The error screens load in the browser when one is shown (`error-screen-views.tsx`): every
 * route exports the boundary, and most visits never see it, so it stays out of every page's
 * first load. The server renders them directly (the build drops that branch from the browser's
 * bundle), so their HTML never waits on a chunk and reads the same without JavaScript; the
 * browser hydrates a screen once its code is here.
 */
const views = () => import('./error-screen-views');
const RouteErrorView = import.meta.env.SSR
  ? serverViews.RouteErrorView
  : lazy(() => views().then((module) => ({ default: module.RouteErrorView })));
const NotFoundView = import.meta.env.SSR
  ? serverViews.NotFoundScreen
  : lazy(() => views().then((module) => ({ default: module.NotFoundScreen })));
const AppErrorView = import.meta.env.SSR
  ? serverViews.AppErrorScreen
  : lazy(() => views().then((module) => ({ default: module.AppErrorScreen })));

/** The ErrorBoundary every route exports: not found, access denied, or the page error. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorView />
    </Suspense>
  );
}

/** SPEC §8's not-found screen (the root boundary and the catch-all route). */
export function NotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}

/** SPEC §8: the whole application failed; rendered without the shell. */
export function AppErrorScreen({ title }: { title: string }) {
  return (
    <Suspense fallback={null}>
      <AppErrorView title={title} />
    </Suspense>
  );
}
