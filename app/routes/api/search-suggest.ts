import { data } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import { SUGGEST_MAX_AGE_SECONDS } from '~/features/search/suggestions';
import { suggestSearch } from '../content/site-search.server';
import type { Route } from './+types/search-suggest';

/**
 * The header's suggestions as you type (issue 11): a few products, then a few guides, as JSON.
 * The answer is the same for everyone (names are not translated, labels are the browser's), so
 * browsers and shared caches may keep it briefly.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/api/search/suggest');
  const suggestions = await suggestSearch({ query: new URL(request.url).searchParams.get('q') ?? '' });
  return data(suggestions, { headers: { 'Cache-Control': `public, max-age=${SUGGEST_MAX_AGE_SECONDS}` } });
}
