import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { TextAreaField } from '~/components/ui/text-area-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { BLOG_LIMITS } from '../blog.schema';

export type ReaderComment = {
  id: string;
  author: string;
  body: string;
  createdAt: Date;
  isAwaitingApproval: boolean;
  isOwn: boolean;
};

/** The answer of /blog/:slug/comments when it does not redirect: why the comment was refused. */
type CommentAnswer = FormResult;

function CommentForm({
  slug,
  intent,
  commentId,
  defaultValue = '',
  label,
  submitLabel,
}: {
  slug: string;
  intent: 'add' | 'edit';
  commentId?: string;
  defaultValue?: string;
  label: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CommentAnswer>();
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const error = answer?.fieldErrors.body ?? answer?.formError;
  return (
    <fetcher.Form method="post" action={pathTo('/blog/:slug/comments', { slug })} className="grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      {commentId && <input type="hidden" name="commentId" value={commentId} />}
      <TextAreaField
        label={label}
        name="body"
        rows={4}
        required
        minLength={BLOG_LIMITS.comment.min}
        maxLength={BLOG_LIMITS.comment.max}
        defaultValue={defaultValue}
        error={error ? t(error, answer?.formErrorVars ?? {}) : undefined}
        dir="auto"
      />
      <div>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={fetcher.state !== 'idle'}>
          {submitLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The comments under a post, and the box to add one (or, for a visitor, a link to sign in). */
export function PostComments({
  slug,
  comments,
  isSignedIn,
}: {
  slug: string;
  comments: readonly ReaderComment[];
  isSignedIn: boolean;
}) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const remove = useFetcher();
  const postPath = pathTo('/blog/:slug', { slug });
  return (
    <section aria-labelledby="comments-heading" id="comments" className="mt-12 border-t border-stone-200 pt-8">
      <h2 id="comments-heading" className="font-serif text-2xl font-semibold text-stone-900">
        {t('blog.comments.heading', { count: comments.filter((comment) => !comment.isAwaitingApproval).length })}
      </h2>
      {comments.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('blog.comments.none')}</p>
      ) : (
        <ol className="mt-6 grid gap-4">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <article aria-label={t('blog.comments.by', { name: comment.author })}>
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
                  <span className="font-semibold text-stone-900">{comment.author}</span>
                  <time dateTime={comment.createdAt.toISOString()}>{when(comment.createdAt)}</time>
                  {comment.isAwaitingApproval && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t('blog.comments.awaitingApproval')}
                    </span>
                  )}
                </p>
                <p className="mt-2 whitespace-pre-line text-stone-800" dir="auto">
                  {comment.body}
                </p>
                {comment.isOwn && (
                  <div className="mt-3 flex flex-wrap items-start gap-4 text-sm">
                    <details>
                      <summary className="cursor-pointer font-semibold text-brand-800">{t('blog.comments.edit')}</summary>
                      <div className="mt-3">
                        <CommentForm
                          slug={slug}
                          intent="edit"
                          commentId={comment.id}
                          defaultValue={comment.body}
                          label={t('blog.comments.editLabel')}
                          submitLabel={t('blog.comments.saveEdit')}
                        />
                      </div>
                    </details>
                    <remove.Form method="post" action={pathTo('/blog/:slug/comments', { slug })}>
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="commentId" value={comment.id} />
                      <button type="submit" className="font-semibold text-red-700 underline">
                        {t('blog.comments.delete')}
                      </button>
                    </remove.Form>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-8">
        {isSignedIn ? (
          <>
            <CommentForm slug={slug} intent="add" label={t('blog.comments.label')} submitLabel={t('blog.comments.submit')} />
            <p className="mt-2 text-sm text-stone-600">{t('blog.comments.moderationNote')}</p>
          </>
        ) : (
          <p className="rounded-2xl bg-earth-50 p-4 text-stone-800">
            <Link
              to={`/auth?${new URLSearchParams({ [REDIRECT_PARAM]: `${postPath}#comments` })}`}
              className="font-semibold text-brand-800 underline"
            >
              {t('blog.comments.signIn')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
