import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { FieldFrame } from '~/components/ui/field-frame';
import { StarRatingInput } from '~/components/ui/star-rating';
import { TextField } from '~/components/ui/text-field';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer, FormFailure } from '~/utils/form-result';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '../review-rules';

/**
 * What the product page's action answers the review form: the form's answer, with the toast's
 * words once published and, when refused, what was typed.
 */
export type ReviewFormResult =
  | (FormFailure & { values?: { rating: string; title: string; body: string } })
  | (ActionAnswer & { ok: true });

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
  pageResult?: ReviewFormResult;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<ReviewFormResult>();
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
      <StarRatingInput
        legend={t('reviews.form.rating')}
        value={rating}
        onChange={setRating}
        error={ratingError}
        errorId={`${id}-rating-error`}
      />
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
