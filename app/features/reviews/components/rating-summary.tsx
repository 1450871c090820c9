import { formatRating, StarRating } from '~/components/ui/star-rating';
import { useTranslation } from '~/i18n/use-translation';
import type { RatingSummary } from '../reviews.server';

/** Under the product's name: its stars, mean and number of reviews, linking to them. Nothing before the first. */
export function RatingSummaryLink({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useTranslation();
  if (summary.count === 0) return null;
  return (
    <a
      href="#reviews"
      className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-stone-700 underline-offset-4 hover:underline"
    >
      <StarRating value={summary.average} decorative className="text-lg" />
      {t('reviews.summary', { average: formatRating(summary.average, i18n.language), count: summary.count })}
    </a>
  );
}
