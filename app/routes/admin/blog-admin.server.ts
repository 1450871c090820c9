import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { ADMIN_POST_DEFAULT_SORT, listPostsForAdmin, readAdminPostQuery } from '~/features/blog/admin-posts.server';
import { deleteComment, listHeldComments, moderateComment } from '~/features/blog/comments.server';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';

/** /blog/admin: every post (the shared data table) and the comments waiting for a decision. */
export async function loadBlogAdminPage(request: Request, user: SessionUser) {
  const query = readAdminPostQuery(new URL(request.url).searchParams);
  const [list, held, seo] = await Promise.all([
    listPostsForAdmin({ actor: user, ...query }),
    listHeldComments({ actor: user }),
    pageSeo(request, { path: '/blog/admin', pageKey: 'blog-admin', noindex: true }),
  ]);
  return { ...list, ...query, defaultSort: ADMIN_POST_DEFAULT_SORT, held, seo };
}

const MESSAGES = {
  approve: 'blog.moderation.approved',
  reject: 'blog.moderation.rejected',
  delete: 'blog.moderation.deleted',
} as const;

/** A decision on a held comment; answers the toast to show. */
export async function blogAdminAction(request: Request, user: SessionUser) {
  const read = await readForm(request);
  if (!read.ok) return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  const commentId = textField(read.form, 'commentId');
  if (intent !== 'approve' && intent !== 'reject' && intent !== 'delete')
    return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const done =
    intent === 'delete'
      ? await deleteComment({ actor: user, commentId })
      : await moderateComment({ actor: user, commentId, decision: intent });
  if (!done.ok) return data<ActionAnswer>({ ok: false, message: done.message }, { status: done.status });
  return data<ActionAnswer>({ ok: true, message: MESSAGES[intent] });
}
