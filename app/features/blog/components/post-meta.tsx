import { Link } from 'react-router';
import { useDayFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';

/** Who wrote a post, on which day, and how long it takes to read. */
export function PostByline({
  byline,
  publishedAt,
  readingMinutes,
}: {
  byline: string;
  publishedAt: Date;
  readingMinutes: number;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
      <span>{t('blog.byline', { name: byline })}</span>
      <span aria-hidden>·</span>
      <time dateTime={publishedAt.toISOString()}>{day(publishedAt)}</time>
      <span aria-hidden>·</span>
      <span>{t('blog.readingTime', { count: readingMinutes })}</span>
    </p>
  );
}

/** A post's tags, each a link to the posts that share it. */
export function PostTags({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('blog.tagsLabel')} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog?${new URLSearchParams({ tag })}`}
            className="relative z-10 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900 hover:bg-brand-100"
          >
            {t('blog.tagLink', { tag })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
