import { useFetcher, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { FORUM_LIMITS, REPORT_REASONS } from '../forum.schema';
import { postFormKey, SENT_BY_LIST } from './post-forms';

/*
 * What a signed-in reader can do to a post: like it, mark it the answer, change it (their own),
 * report it (someone else's), and, for moderators, hide, restore or approve it. Each is a small
 * form posting to the thread's actions (or the moderators'), answered with a toast. On a thread's
 * page the button forms are plain forms its list sends (usePostForms); the edit and report forms,
 * one at a time, keep fetchers of their own.
 */

/** The post's text actions' look (app.css, with the post's other repeated parts). */
const link = 'forum-action';

/**
 * A post's like: a plain form (it works without JavaScript), its submit sent by the thread's one
 * handler (usePostForms), which also says the value a like is being set to (`isLiked` then).
 */
export function LikeButton({
  slug,
  postId,
  count,
  isLiked,
  canLike,
}: {
  slug: string;
  postId: string;
  count: number;
  isLiked: boolean;
  canLike: boolean;
}) {
  const { t } = useTranslation();
  if (!canLike) return <span className="text-sm text-stone-600">{t('forum.post.likes', { count })}</span>;
  return (
    <form method="post" action={pathTo('/forum/t/:slug/posts', { slug })} data-discover="true" {...sentByList('like', postId)}>
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="postId" value={postId} />
      <input type="hidden" name="value" value={isLiked ? 'off' : 'on'} />
      <button type="submit" aria-pressed={isLiked} className="forum-like">
        <span aria-hidden="true">♥</span>
        {t('forum.post.like', { count })}
      </button>
    </form>
  );
}

/** Marks an answer (or takes the mark back): a plain form the thread's one handler sends (usePostForms). */
export function AcceptButton({
  slug,
  postId,
  isAccepted,
  isSending,
}: {
  slug: string;
  postId: string;
  isAccepted: boolean;
  isSending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form method="post" action={pathTo('/forum/t/:slug/posts', { slug })} data-discover="true" {...sentByList('accept', postId)}>
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="postId" value={isAccepted ? '' : postId} />
      <button type="submit" className={link} disabled={isSending}>
        {isAccepted ? t('forum.post.unaccept') : t('forum.post.accept')}
      </button>
    </form>
  );
}

/**
 * A post's edit and report forms are on the page only for the post they were opened on
 * (`?edit=N`, `?report=N`): a thread's page stays light (fifty posts with a form each weighed
 * twice the page), and the links work without JavaScript too.
 */
export function FormLink({ to, label }: { to: string; label: string }) {
  // A router link followed by the list's one click handler (useDelegatedLinks), which keeps the scroll.
  return (
    <a className={link} href={to} data-discover="true">
      {label}
    </a>
  );
}

export function EditPost({ slug, postId, bodyMd, closeTo }: { slug: string; postId: string; bodyMd: string; closeTo: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionAnswer & { fieldErrors?: Record<string, string> }>();
  const navigate = useNavigate();
  useAnswerToast(fetcher, `edit-${postId}`, () => {
    if (fetcher.data?.ok) navigate(closeTo, { preventScrollReset: true });
  });
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <div className="w-full">
      <fetcher.Form method="post" action={pathTo('/forum/t/:slug/posts', { slug })} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="postId" value={postId} />
        <TextAreaField
          label={t('forum.post.editLabel')}
          name="body"
          rows={6}
          required
          minLength={FORUM_LIMITS.body.min}
          maxLength={FORUM_LIMITS.body.max}
          defaultValue={bodyMd}
          error={error ? t(error, fetcher.data?.messageVars ?? {}) : undefined}
          dir="auto"
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass('primary', 'sm')} disabled={fetcher.state !== 'idle'}>
            {t('forum.post.saveEdit')}
          </button>
          <FormLink to={closeTo} label={t('forum.post.cancel')} />
        </div>
      </fetcher.Form>
    </div>
  );
}

export function ReportPost({ slug, postId, closeTo }: { slug: string; postId: string; closeTo: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerToast(fetcher, `report-${postId}`);
  const isDone = fetcher.data?.ok === true;
  if (isDone) return <p className="mt-2 w-full text-sm text-stone-700">{t('forum.report.thanks')}</p>;
  return (
    <fetcher.Form method="post" action={pathTo('/forum/t/:slug/posts', { slug })} className="mt-3 grid w-full max-w-md gap-3">
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="postId" value={postId} />
      <SelectField label={t('forum.report.reason')} name="reason" required defaultValue="">
        <option value="" disabled>
          {t('forum.report.choose')}
        </option>
        {REPORT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`forum.report.reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('forum.report.note')} name="note" rows={2} maxLength={FORUM_LIMITS.reportNote.max} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass('secondary', 'sm')} disabled={fetcher.state !== 'idle'}>
          {t('forum.report.submit')}
        </button>
        <FormLink to={closeTo} label={t('forum.post.cancel')} />
      </div>
    </fetcher.Form>
  );
}

type Decision = 'hide' | 'restore' | 'approve' | 'dismiss';

/**
 * A moderator's decision on a post: hide, restore, approve (held), or dismiss its reports. From
 * the queue, where the decided post leaves the list (and this form with it), `back` has the
 * action answer with a redirect to the queue and its toast instead.
 */
export function ModeratePost({ postId, decisions, back }: { postId: string; decisions: readonly Decision[]; back?: string }) {
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerToast(fetcher, postFormKey('moderate', postId));
  return (
    <fetcher.Form method="post" action={pathTo('/forum/moderation')} className="flex flex-wrap gap-3">
      <ModerationFields postId={postId} decisions={decisions} back={back} isSending={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}

/** The same decisions on a thread's page: a plain form the thread's one handler sends (usePostForms). */
export function ModeratePostInList({
  postId,
  decisions,
  isSending,
}: {
  postId: string;
  decisions: readonly Decision[];
  isSending: boolean;
}) {
  return (
    <form
      method="post"
      action={pathTo('/forum/moderation')}
      className="flex flex-wrap gap-3"
      data-discover="true"
      {...sentByList('moderate', postId)}
    >
      <ModerationFields postId={postId} decisions={decisions} isSending={isSending} />
    </form>
  );
}

function ModerationFields({
  postId,
  decisions,
  back,
  isSending,
}: {
  postId: string;
  decisions: readonly Decision[];
  back?: string;
  isSending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <input type="hidden" name="intent" value="post" />
      <input type="hidden" name="postId" value={postId} />
      {back && <input type="hidden" name="back" value={back} />}
      {decisions.map((decision) => (
        <button key={decision} type="submit" name="decision" value={decision} className={link} disabled={isSending}>
          {t(`forum.moderation.decisions.${decision}`)}
        </button>
      ))}
    </>
  );
}

/** The attribute that has the thread's one submit handler send a form through its fetcher key. */
function sentByList(kind: Parameters<typeof postFormKey>[0], postId: string) {
  return { [SENT_BY_LIST]: postFormKey(kind, postId) };
}
