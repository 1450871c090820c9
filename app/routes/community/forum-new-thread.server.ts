import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { threadFormSchema } from '~/features/forum/forum.schema';
import { createThread } from '~/features/forum/posting.server';
import { listCategories } from '~/features/forum/threads.server';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { loadForumViewer } from './forum-viewer.server';

/** /forum/new: the form to start a thread, in the category it was opened from (`?category=`). */
export async function loadNewThreadPage(request: Request, { user }: { user: SessionUser }) {
  const { viewer, standing } = await loadForumViewer(user);
  const categories = await listCategories({ viewer });
  const wanted = new URL(request.url).searchParams.get('category');
  const category = categories.find((known) => known.slug === wanted)?.slug ?? '';
  const isBanned = Boolean(standing?.bannedUntil && standing.bannedUntil.getTime() > Date.now());
  return {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    category,
    isNewMember: (standing?.trustLevel ?? 0) === 0 && !viewer?.isModerator,
    ban: isBanned && standing ? { until: standing.bannedUntil as Date, reason: standing.banReason ?? '' } : null,
    seo: await pageSeo(request, { path: '/forum/new', pageKey: 'forumNew', noindex: true }),
  };
}

/** A new thread: to its page with a toast (posted, or held for a moderator), or the form's field messages. */
export async function createThreadAction(request: Request, { user }: { user: SessionUser }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const parsed = threadFormSchema.safeParse({
    category: textField(form, 'category'),
    title: textField(form, 'title'),
    kind: textField(form, 'kind'),
    body: textField(form, 'body'),
  });
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const created = await createThread({ actor: user, input: parsed.data });
  if (!created.ok) return formFailureResponse(created);
  return redirect(pathTo('/forum/t/:slug', { slug: created.slug }), {
    headers: {
      'Set-Cookie': flashCookie(
        { kind: 'success', title: created.isHeld ? 'forum.newThreadHeld' : 'forum.newThreadPosted' },
        request,
      ),
    },
  });
}
