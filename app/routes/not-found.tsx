import { NotFoundScreen, RouteErrorBoundary } from '~/components/layout/error-screens';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse } from '~/features/seo/seo.server';
import type { Route } from './+types/not-found';

// Any path no other route claims: the not-found page, with HTTP status 404.
export async function loader({ request }: Route.LoaderArgs) {
  throw await notFoundResponse(request);
}

export async function action({ request }: Route.ActionArgs) {
  throw await notFoundResponse(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
