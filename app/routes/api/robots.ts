import { requireAccess } from '~/features/accounts/guard.server';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/robots';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/robots.txt');
  const site = getSiteConfig();
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /creator-hub',
    'Disallow: /account',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /search?',
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
