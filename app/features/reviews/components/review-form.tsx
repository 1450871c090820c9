import { Star } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { FieldFrame } from '~/components/ui/field-frame';
import { TextField } from '~/components/ui/text-field';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import type { FormFailure } from '~/utils/form-result';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '../reviews.schema';

/** What the product page's action answers the review form. */
export type ReviewFormAnswer =
  | { ok: true; message: string }
  | (FormFailure & { message?: string; values?: { rating: string; title: string; body: string } });

const FIVE = [1, 2, 3, 4, 5] as const;

/**
 * A verified buyer's review: a rating (five radio buttons drawn as stars, so the arrow keys move
 * between them and the form posts without JavaScript), a title and the review. Posts to the
 * product page's action; the answer comes back as field errors, or as a toast while the page
 * reloads with the review in the list.
 */
export function ReviewForm({
  action,
  productId,
  pageResult,
}: {
  action: string;
  productId: string;
  pageResult?: ReviewFormAnswer;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<ReviewFormAnswer>();
  const result = fetcher.data ?? pageResult;
  const failure = result && !result.ok ? result : undefined;
  // After a refusal the form keeps what was typed (without JavaScript the page was reloaded).
  const [rating, setRating] = useState(() => Number(pageResult && !pageResult.ok ? pageResult.values?.rating : 0) || 0);
  // A success is thanked with a toast as soon as the answer arrives: once the page has reloaded,
  // this form is gone (the person has reviewed). Refusals are shown on the form itself.
  const published = fetcher.data?.ok ? fetcher.data : undefined;
  useEffect(() => {
    if (published) showToast({ kind: 'success', title: t(published.message), id: 'review' });
  }, [published, t]);
  const error = (field: string) => {
    const key = failure?.fieldErrors[field];
    return key ? t(key) : undefined;
  };
  const ratingError = error('rating');
  const bodyError = error('body');
  return (
    <fetcher.Form method="post" action={action} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {t('reviews.form.title')}
      </h3>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="productId" value={productId} />
      {failure?.formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {t(failure.formError, failure.formErrorVars ?? {})}
        </p>
      )}
      <fieldset aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-semibold text-stone-800">{t('reviews.form.rating')}</legend>
        <div className="mt-1.5 flex gap-1">
          {FIVE.map((star) => (
            <label
              key={star}
              className="relative rounded-md p-0.5 text-stone-300 has-checked:text-amber-500 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
            >
              {/* The radio covers its star, invisible: a click on the star is a click on the radio. */}
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
              />
              <Star aria-hidden className={cn('size-8 fill-current', star <= rating && 'text-amber-500')} />
              <span className="sr-only">{t('reviews.form.stars', { count: star })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('reviews.form.headline')}
        name="title"
        maxLength={REVIEW_TITLE_MAX}
        defaultValue={failure?.values?.title}
        required
        error={error('title')}
      />
      <FieldFrame
        label={t('reviews.form.body')}
        hint={t('reviews.form.bodyHint')}
        error={bodyError}
        control={(control) => (
          <textarea
            {...control}
            name="body"
            rows={5}
            maxLength={REVIEW_BODY_MAX}
            defaultValue={failure?.values?.body}
            required
            className="block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 aria-invalid:border-red-600"
          />
        )}
      />
      <button type="submit" className={buttonClass('primary', 'md')} disabled={fetcher.state !== 'idle'}>
        {t('reviews.form.submit')}
      </button>
    </fetcher.Form>
  );
}
