import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SelectField } from '~/components/ui/select-field';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

/** Watch a thread (a notification for each reply) or stop. */
export function WatchButton({ slug, isWatching }: { slug: string; isWatching: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerToast(fetcher, 'watch');
  const pending = fetcher.formData ? fetcher.formData.get('value') === 'on' : null;
  const watching = pending ?? isWatching;
  return (
    <fetcher.Form method="post" action={pathTo('/forum/t/:slug/posts', { slug })}>
      <input type="hidden" name="intent" value="watch" />
      <input type="hidden" name="value" value={watching ? 'off' : 'on'} />
      <button type="submit" aria-pressed={watching} className={buttonClass('secondary', 'sm')}>
        {watching ? t('forum.thread.watching') : t('forum.thread.watch')}
      </button>
    </fetcher.Form>
  );
}

/** A moderator's tools for the whole thread: lock, pin, move. */
export function ThreadModeratorTools({
  threadId,
  isLocked,
  isPinned,
  categorySlug,
  categories,
}: {
  threadId: string;
  isLocked: boolean;
  isPinned: boolean;
  categorySlug: string;
  categories: readonly { slug: string; name: string }[];
}) {
  const { t } = useTranslation();
  const flags = useFetcher<ActionAnswer>();
  const move = useFetcher<ActionAnswer>();
  useAnswerToast(flags, 'thread-flags');
  useAnswerToast(move, 'thread-move');
  const action = pathTo('/forum/moderation');
  return (
    <section aria-labelledby="moderator-tools" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="moderator-tools" className="text-base font-semibold text-stone-900">
        {t('forum.moderation.toolsHeading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <flags.Form method="post" action={action} className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="thread" />
          <input type="hidden" name="threadId" value={threadId} />
          <button type="submit" name="flag" value={isLocked ? 'unlock' : 'lock'} className={buttonClass('secondary', 'sm')}>
            {isLocked ? t('forum.moderation.unlock') : t('forum.moderation.lock')}
          </button>
          <button type="submit" name="flag" value={isPinned ? 'unpin' : 'pin'} className={buttonClass('secondary', 'sm')}>
            {isPinned ? t('forum.moderation.unpin') : t('forum.moderation.pin')}
          </button>
        </flags.Form>
        <move.Form method="post" action={action} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="threadId" value={threadId} />
          <SelectField label={t('forum.moderation.moveTo')} name="category" defaultValue={categorySlug}>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass('secondary', 'sm')}>
            {t('forum.moderation.move')}
          </button>
        </move.Form>
      </div>
    </section>
  );
}
