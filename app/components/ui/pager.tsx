import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';

/**
 * Links to the pages before and after, and "Page n of m", under a list; `hrefFor(page)` builds
 * each link. Lists sorted newest first say "Newer" and "Older"; others pass their own words.
 * A list that does not count its rows (a vendor's 10,000 parcels: counting them would cost more
 * than the page) passes `hasNext` instead of `pageCount`, read one row past the page, and the
 * pager says "Page n".
 */
export function Pager({
  page,
  hrefFor,
  labels,
  ...count
}: {
  page: number;
  hrefFor: (page: number) => string;
  labels?: { previous: string; next: string };
} & ({ pageCount: number } | { hasNext: boolean })) {
  const { t } = useTranslation();
  const pageCount = 'pageCount' in count ? count.pageCount : count.hasNext ? page + 1 : page;
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
      <span className="text-stone-600">
        {'pageCount' in count ? t('messaging.pageOf', { page, pageCount }) : t('messaging.pageNumber', { page })}
      </span>
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
