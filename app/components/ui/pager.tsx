import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';

/**
 * Links to the pages before and after, and "Page n of m", under a list; `hrefFor(page)` builds
 * each link. Lists sorted newest first say "Newer" and "Older"; others pass their own words.
 */
export function Pager({
  page,
  pageCount,
  hrefFor,
  labels,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels?: { previous: string; next: string };
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('messaging.pages')} className="mt-6 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="font-semibold text-brand-800 underline">
          {labels?.previous ?? t('messaging.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-stone-600">{t('messaging.pageOf', { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="font-semibold text-brand-800 underline">
          {labels?.next ?? t('messaging.older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
