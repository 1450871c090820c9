import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { commentFormSchema } from '~/features/blog/blog.schema';
import { addComment, deleteComment, editComment } from '~/features/blog/comments.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

/**
 * A comment added, changed or taken back. Success goes back to the post's comments with a toast
 * (held for approval, or shown); a refusal answers the form with its message (400, 404 or 429).
 */
export async function blogCommentsAction(request: Request, { user, slug }: { user: SessionUser; slug: string }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const intent = textField(form, 'intent');
  const back = (title: string) =>
    redirect(`${pathTo('/blog/:slug', { slug })}#comments`, {
      headers: { 'Set-Cookie': flashCookie({ kind: 'success', title }, request) },
    });
  if (intent === 'delete') {
    const deleted = await deleteComment({ actor: user, commentId: textField(form, 'commentId') });
    return deleted.ok ? back('blog.comments.deleted') : formFailureResponse(deleted);
  }
  if (intent !== 'add' && intent !== 'edit')
    return data<FormResult>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  const parsed = commentFormSchema.safeParse({ body: textField(form, 'body') });
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const saved =
    intent === 'add'
      ? await addComment({ actor: user, slug, body: parsed.data.body, request })
      : await editComment({ actor: user, commentId: textField(form, 'commentId'), body: parsed.data.body, request });
  if (!saved.ok) return formFailureResponse(saved);
  return back(saved.isHeld ? 'blog.comments.held' : 'blog.comments.posted');
}
