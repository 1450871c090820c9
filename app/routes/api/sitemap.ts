import { requireAccess } from '~/features/accounts/guard.server';
import { renderSitemap } from '~/features/seo/sitemap.server';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/sitemap';
import { sitemapEntries } from './sitemap-entries.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/sitemap.xml');
  const xml = renderSitemap(getSiteConfig().url, await sitemapEntries());
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
