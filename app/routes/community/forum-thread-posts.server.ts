import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { editFormSchema, replyFormSchema, reportFormSchema } from '~/features/forum/forum.schema';
import { reportPost } from '~/features/forum/moderation.server';
import { editPost, replyToThread } from '~/features/forum/posting.server';
import { acceptAnswer, setLike, setWatching } from '~/features/forum/reactions.server';
import { findThread, forumViewer } from '~/features/forum/threads.server';
import { answerResponse } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type ActionAnswer, type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';
import { pathTo } from '~/utils/routes/path-to';

const badForm = () => data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });

/**
 * What a signed-in member does in a thread. The thread must be one they may read; each
 * operation checks the rest (a lock, a ban, their own post, the asker) again. A reply goes to
 * the thread's last page with a toast; the others answer their button.
 */
export async function forumThreadPostsAction(request: Request, { user, slug }: { user: SessionUser; slug: string }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const thread = await findThread({ slug, viewer: await forumViewer(user) });
  if (!thread) return data<ActionAnswer>({ ok: false, message: 'forum.errors.notFound' }, { status: 404 });
  const intent = textField(form, 'intent');
  const postId = textField(form, 'postId');

  switch (intent) {
    case 'reply': {
      const parsed = replyFormSchema.safeParse({ body: textField(form, 'body'), quotes: textField(form, 'quotes') });
      if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
      const saved = await replyToThread({ actor: user, threadId: thread.id, body: parsed.data.body, quotes: parsed.data.quotes });
      if (!saved.ok) return formFailureResponse(saved);
      return redirect(`${pathTo('/forum/t/:slug', { slug })}?post=${saved.number}`, {
        headers: {
          'Set-Cookie': flashCookie(
            { kind: 'success', title: saved.isHeld ? 'forum.reply.held' : 'forum.reply.posted' },
            request,
          ),
        },
      });
    }
    case 'edit': {
      const parsed = editFormSchema.safeParse({ postId, body: textField(form, 'body') });
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        return data<ActionAnswer>({ ok: false, message: errors.body ?? errors.postId ?? 'errors.badForm' }, { status: 400 });
      }
      return answerResponse(await editPost({ actor: user, postId, body: parsed.data.body }), 'forum.post.saved');
    }
    case 'like': {
      if (!isUuid(postId)) return badForm();
      const isLiked = textField(form, 'value') === 'on';
      return answerResponse(await setLike({ actor: user, postId, isLiked }), '');
    }
    case 'accept': {
      if (postId !== '' && !isUuid(postId)) return badForm();
      const result = await acceptAnswer({ actor: user, threadId: thread.id, postId: postId || null });
      return answerResponse(result, postId ? 'forum.post.acceptedToast' : 'forum.post.unacceptedToast');
    }
    case 'watch': {
      const isWatching = textField(form, 'value') === 'on';
      const result = await setWatching({ actor: user, threadId: thread.id, isWatching });
      return answerResponse(result, isWatching ? 'forum.thread.watchingToast' : 'forum.thread.notWatchingToast');
    }
    case 'report': {
      const parsed = reportFormSchema.safeParse({ postId, reason: textField(form, 'reason'), note: textField(form, 'note') });
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        return data<ActionAnswer>({ ok: false, message: errors.reason ?? errors.note ?? 'errors.badForm' }, { status: 400 });
      }
      return answerResponse(await reportPost({ actor: user, ...parsed.data }), 'forum.report.sent');
    }
    default:
      return badForm();
  }
}
