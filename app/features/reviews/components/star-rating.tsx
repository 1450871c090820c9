import { Star } from 'lucide-react';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { intlLocale } from '~/utils/intl-locale';

const FIVE = [1, 2, 3, 4, 5] as const;

/** A rating in the reader's number format, to one decimal at most ("4.5", "٤٫٥"). */
export function formatRating(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value);
}

/**
 * Five stars filled to `value` (fractions too: 4.5 fills four and a half), read out as "Rated
 * 4.5 out of 5". `decorative` hides it from assistive technology where the text beside it says
 * the same.
 */
export function StarRating({
  value,
  className,
  decorative = false,
}: {
  value: number;
  className?: string;
  decorative?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const percent = Math.max(0, Math.min(5, value)) * 20;
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': t('reviews.rated', { rating: formatRating(value, i18n.language) }) };
  return (
    <span {...a11y} className={cn('relative inline-flex shrink-0', className)}>
      <span className="flex text-stone-300">
        {FIVE.map((star) => (
          <Star key={star} aria-hidden className="size-[1em] shrink-0 fill-current" />
        ))}
      </span>
      <span className="absolute inset-y-0 start-0 flex overflow-hidden text-amber-500" style={{ width: `${percent}%` }}>
        {FIVE.map((star) => (
          <Star key={star} aria-hidden className="size-[1em] shrink-0 fill-current" />
        ))}
      </span>
    </span>
  );
}
