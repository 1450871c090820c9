import { findOpenRole } from '~/features/careers/roles.server';
import { jobPostingJsonLd } from '~/features/careers/structured-data';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';

/** /careers/{slug}: one open role with JobPosting data; a role unpublished or closed is not found. */
export async function loadCareerRolePage(request: Request, slug: string) {
  const role = await findOpenRole(slug);
  if (!role) throw await notFoundResponse(request);
  const site = getSiteConfig();
  const seo = await pageSeo(request, {
    path: pathTo('/careers/:slug', { slug: role.slug }),
    title: role.title,
    description: role.summary,
    jsonLd: [jobPostingJsonLd({ siteUrl: site.url, siteName: site.name, role })],
  });
  const { publishedAt, ...rest } = role;
  return { role: { ...rest, publishedAt: publishedAt.toISOString() }, seo };
}

export type CareerRolePageData = Awaited<ReturnType<typeof loadCareerRolePage>>;
