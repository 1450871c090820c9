import { ContentHtml } from '~/components/ui/content-html';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { LivePost } from '../thread-live-state';
import { AcceptButton, EditPost, FormLink, LikeButton, ModeratePostInList, ReportPost } from './post-actions';
import { postFormKey } from './post-forms';

export type PostPermissions = {
  viewerId: string | null;
  isModerator: boolean;
  /** The thread's asker (or a moderator) may mark an answer on a question. */
  canAccept: boolean;
  isLocked: boolean;
  /** Whether the reader may change the post (their own, or any for a moderator). */
  canEdit: boolean;
  /** Where an admin takes a question's accepted answer into a guide's FAQ; null for anyone else. */
  faqHref: string | null;
};

/** Which post's form is open, and the addresses that open and close them (the page's own, with `?edit=` or `?report=`). */
export type OpenForm = {
  edit: number | null;
  report: number | null;
  hrefWith: (form: 'edit' | 'report' | null, number: number) => string;
};

/**
 * One post of a thread: who wrote it and when, what it answers, its words, and what the reader
 * can do. Its links and its button forms (like, accept, a moderator's decision) are followed and
 * sent by the list it is in (useDelegatedLinks, usePostForms).
 */
export function ThreadPost({
  slug,
  post,
  bodyMd,
  isAccepted,
  isLiked,
  sending,
  can,
  forms,
  onQuote,
}: {
  slug: string;
  post: LivePost;
  /** The post's markdown, when the reader may edit it. */
  bodyMd: string | null;
  isAccepted: boolean;
  /** Whether the reader likes it (as the page was read; a like being sent says otherwise). */
  isLiked: boolean;
  /** What the post's button forms are sending now, by fetcher key (usePostForms' `pending`). */
  sending: ReadonlyMap<string, FormData>;
  can: PostPermissions;
  forms: OpenForm;
  onQuote?: (post: LivePost) => void;
}) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const created = new Date(post.createdAt);
  const isOwn = can.viewerId !== null && can.viewerId === post.authorId;
  const isSignedIn = can.viewerId !== null;
  const likeSent = sending.get(postFormKey('like', post.id));
  const label =
    post.number === 1
      ? t('forum.post.openingLabel', { name: post.authorName })
      : t('forum.post.label', { number: post.number - 1, name: post.authorName });
  return (
    <article
      id={`post-${post.number}`}
      aria-label={label}
      className={isAccepted ? 'forum-post border-emerald-500 ring-1 ring-emerald-500' : 'forum-post'}
    >
      <p className="forum-post-meta">
        {post.authorHandle ? (
          // A router link: the list of posts follows it (useDelegatedLinks).
          <a className="forum-post-author" href={pathTo('/forum/u/:handle', { handle: post.authorHandle })} data-discover="true">
            {post.authorName}
          </a>
        ) : (
          <span className="font-semibold text-stone-900">{post.authorName}</span>
        )}
        <a href={`#post-${post.number}`} className="hover:underline">
          <time dateTime={post.createdAt}>{when(created)}</time>
        </a>
        {post.editedAt && <span>{t('forum.post.edited')}</span>}
        {post.quotesNumber && post.quotesNumber !== post.number && (
          <a href={`#post-${post.quotesNumber}`} className="text-brand-800 underline">
            {post.quotesNumber === 1
              ? t('forum.post.inReplyToOpening')
              : t('forum.post.inReplyTo', { number: post.quotesNumber - 1 })}
          </a>
        )}
        {isAccepted && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            {t('forum.post.acceptedAnswer')}
          </span>
        )}
        {post.status === 'pending' && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('forum.post.held')}
          </span>
        )}
        {post.status === 'hidden' && (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
            {t('forum.post.hiddenBadge')}
          </span>
        )}
      </p>
      {post.html !== null ? (
        <ContentHtml className="prose-content mt-3 break-words" html={post.html} />
      ) : (
        <p className="mt-3 italic text-stone-600">{t('forum.post.hidden')}</p>
      )}
      {post.status === 'visible' && (
        <div className="forum-post-actions">
          <LikeButton
            slug={slug}
            postId={post.id}
            count={post.likeCount}
            isLiked={likeSent ? likeSent.get('value') === 'on' : isLiked}
            canLike={isSignedIn && !isOwn}
          />
          {isSignedIn && onQuote && !can.isLocked && (
            <button type="button" className="forum-action" onClick={() => onQuote(post)}>
              {t('forum.post.quote')}
            </button>
          )}
          {can.canAccept && post.number > 1 && (
            <AcceptButton
              slug={slug}
              postId={post.id}
              isAccepted={isAccepted}
              isSending={sending.has(postFormKey('accept', post.id))}
            />
          )}
          {isAccepted && can.faqHref && <FormLink to={can.faqHref} label={t('forum.faq.addToGuide')} />}
          {can.canEdit && (!can.isLocked || can.isModerator) && forms.edit !== post.number && (
            <FormLink to={forms.hrefWith('edit', post.number)} label={t('forum.post.edit')} />
          )}
          {isSignedIn && !isOwn && forms.report !== post.number && (
            <FormLink to={forms.hrefWith('report', post.number)} label={t('forum.post.report')} />
          )}
          {bodyMd !== null && can.canEdit && forms.edit === post.number && (
            <EditPost slug={slug} postId={post.id} bodyMd={bodyMd} closeTo={forms.hrefWith(null, post.number)} />
          )}
          {isSignedIn && !isOwn && forms.report === post.number && (
            <ReportPost slug={slug} postId={post.id} closeTo={forms.hrefWith(null, post.number)} />
          )}
        </div>
      )}
      {can.isModerator && (
        <div className="mt-3 border-t border-stone-100 pt-3">
          <ModeratePostInList
            postId={post.id}
            isSending={sending.has(postFormKey('moderate', post.id))}
            decisions={
              post.status === 'hidden' ? ['restore'] : post.status === 'pending' ? ['approve', 'hide'] : ['hide', 'dismiss']
            }
          />
        </div>
      )}
    </article>
  );
}
