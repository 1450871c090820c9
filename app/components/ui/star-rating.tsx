import { Star } from '~/components/ui/icons';
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

/**
 * Choosing a rating: five radio buttons drawn as stars (the arrow keys move between them, and
 * the form posts without JavaScript), with their legend and the field's error.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  error,
  errorId,
  name = 'rating',
}: {
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  errorId: string;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="mt-1.5 flex gap-1">
        {FIVE.map((star) => (
          <label
            key={star}
            className="relative rounded-md p-0.5 text-stone-300 has-checked:text-amber-500 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            {/* The radio covers its star, invisible: a click on the star is a click on the radio. */}
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star aria-hidden className={cn('size-8 fill-current', star <= value && 'text-amber-500')} />
            <span className="sr-only">{t('reviews.form.stars', { count: star })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
