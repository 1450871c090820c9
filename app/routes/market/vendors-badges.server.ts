import { pageSeo } from '~/features/seo/seo.server';
import { listBadgeHolders } from '~/features/vendors/badges.server';
import { getEnv } from '~/utils/env.server';

/** /vendors/badges' reads: who holds each badge now, the relief share its criterion quotes, and the page's tags. */
export async function loadBadgesPage(request: Request) {
  const [holders, seo] = await Promise.all([
    listBadgeHolders(),
    pageSeo(request, { path: '/vendors/badges', pageKey: 'vendors-badges' }),
  ]);
  return { holders, reliefPercent: getEnv().RELIEF_SHARE_PERCENT, seo };
}
