import { listOpenRoles } from '~/features/careers/roles.server';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { pageSeo } from '~/features/seo/seo.server';

/** /careers: the open roles (one statement), then what working here is like (content/pages/careers.md). */
export async function loadCareersPage(request: Request) {
  const [roles, document, seo] = await Promise.all([
    listOpenRoles(),
    requireContentDocument('pages', 'careers'),
    pageSeo(request, { path: '/careers', pageKey: 'careers' }),
  ]);
  return {
    roles: roles.map(({ publishedAt: _published, ...role }) => role),
    article: toArticle(document),
    seo,
  };
}

export type CareersPageData = Awaited<ReturnType<typeof loadCareersPage>>;
