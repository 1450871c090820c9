import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { TextAreaField } from '~/components/ui/text-area-field';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { FORUM_LIMITS } from '../forum.schema';

/**
 * The reply box under a thread, or why there is none: a visitor is asked to sign in, a locked
 * thread says so, a banned member reads until when. A successful reply goes to the thread's last
 * page with a toast (posted, or held for a moderator); a refusal answers beside the box.
 */
export function ReplyForm({
  slug,
  isSignedIn,
  isLocked,
  ban,
  isNewMember,
  quotes,
  onClearQuote,
}: {
  slug: string;
  isSignedIn: boolean;
  isLocked: boolean;
  ban: { until: Date; reason: string } | null;
  isNewMember: boolean;
  quotes: number | null;
  onClearQuote: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormResult>();
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const error = answer?.fieldErrors.body ?? answer?.formError;
  const threadPath = pathTo('/forum/t/:slug', { slug });
  let content: ReactNode;
  if (!isSignedIn)
    content = (
      <p className="rounded-2xl bg-earth-50 p-4 text-stone-800">
        <Link
          to={`/auth?${new URLSearchParams({ [REDIRECT_PARAM]: `${threadPath}#reply` })}`}
          className="font-semibold text-brand-800 underline"
        >
          {t('forum.reply.signIn')}
        </Link>
      </p>
    );
  else if (ban)
    content = (
      <p className="rounded-2xl bg-red-50 p-4 text-red-900" role="note">
        {t('forum.reply.banned', { date: ban.until.toISOString().slice(0, 10), reason: ban.reason })}
      </p>
    );
  else if (isLocked) content = <p className="rounded-2xl bg-stone-100 p-4 text-stone-800">{t('forum.reply.locked')}</p>;
  else
    content = (
      <fetcher.Form method="post" action={pathTo('/forum/t/:slug/posts', { slug })} className="grid gap-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="quotes" value={quotes ?? ''} />
        <TextAreaField
          label={t('forum.reply.label')}
          name="body"
          rows={6}
          required
          minLength={FORUM_LIMITS.body.min}
          maxLength={FORUM_LIMITS.body.max}
          hint={t('forum.reply.hint')}
          error={error ? t(error, answer?.formErrorVars ?? {}) : undefined}
          dir="auto"
        />
        {quotes !== null && (
          <p className="text-sm text-stone-700">
            {quotes === 1 ? t('forum.reply.answeringOpening') : t('forum.reply.answering', { number: quotes - 1 })}{' '}
            <button type="button" className="font-semibold text-brand-800 underline" onClick={onClearQuote}>
              {t('forum.reply.clearQuote')}
            </button>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass('primary', 'md')} disabled={fetcher.state !== 'idle'}>
            {t('forum.reply.submit')}
          </button>
          {isNewMember && <p className="text-sm text-stone-600">{t('forum.reply.newMemberNote')}</p>}
        </div>
      </fetcher.Form>
    );
  return (
    <section aria-labelledby="reply-heading" id="reply" className="mt-10 scroll-mt-24">
      <h2 id="reply-heading" className="font-serif text-2xl font-semibold text-stone-900">
        {t('forum.reply.heading')}
      </h2>
      <div className="mt-4">{content}</div>
    </section>
  );
}

/** The reply box's textarea, for "Quote" to write into. */
export function replyTextarea(): HTMLTextAreaElement | null {
  return document.querySelector<HTMLTextAreaElement>('#reply textarea[name="body"]');
}
