import type { SessionUser } from '~/features/accounts/guard.server';
import { findMemberActivity } from '~/features/forum/member-activity.server';
import { HANDLE_PATTERN } from '~/features/forum/mentions';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import { loadForumViewer } from './forum-viewer.server';

/** /forum/u/:handle: a member's forum page; moderators also get the ban form. */
export async function loadForumMemberPage(request: Request, { user, handle }: { user: SessionUser | null; handle: string }) {
  if (!HANDLE_PATTERN.test(handle)) throw await notFoundResponse(request);
  const { viewer } = await loadForumViewer(user);
  const member = await findMemberActivity({ handle, viewer });
  if (!member) throw await notFoundResponse(request);
  const site = getSiteConfig();
  const { t } = await getRequestLanguage(request);
  const path = pathTo('/forum/u/:handle', { handle: member.handle });
  const seo = await pageSeo(request, {
    path,
    title: t('forum.seo.memberTitle', { name: member.name, handle: member.handle }),
    description: t('forum.seo.memberDescription', { name: member.name, siteName: site.name }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${site.url}${path}`,
        mainEntity: { '@type': 'Person', name: member.name, alternateName: `@${member.handle}` },
      },
    ],
  });
  // Admins name moderators (features/forum/moderation.server.ts, setModerator).
  const canNameModerators = user?.role === 'admin' && !member.isViewer;
  return { member, canModerate: Boolean(viewer?.isModerator), canNameModerators, seo };
}
