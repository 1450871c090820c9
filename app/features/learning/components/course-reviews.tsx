import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { FieldFrame } from '~/components/ui/field-frame';
import { Pager } from '~/components/ui/pager';
import { formatRating, StarRating, StarRatingInput } from '~/components/ui/star-rating';
import { useTranslation } from '~/i18n/use-translation';
import type { FormFailure } from '~/utils/form-result';
import { formatDate } from '~/utils/format-date';
import { COURSE_REVIEW_BODY_MAX } from '../learning.schema';

type Review = { id: string; authorName: string; rating: number; body: string; createdAt: string };
export type CourseReviewFailure = FormFailure & { values: { rating: string; body: string } };

/**
 * What learners said about a course: the average, the latest reviews, and (for a learner who has
 * not reviewed it yet) the form. The form posts to the course page, so it works without
 * JavaScript and the page comes back with the review in the list.
 */
export function CourseReviews({
  reviews,
  count,
  average,
  canReview,
  failure,
  page,
  pageCount,
  hrefFor,
}: {
  reviews: Review[];
  count: number;
  average: number;
  canReview: boolean;
  failure?: CourseReviewFailure;
  page: number;
  pageCount: number;
  /** The course page's address showing that page of reviews. */
  hrefFor: (page: number) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section id="reviews" aria-labelledby="course-reviews" className="mt-10 scroll-mt-24">
      <h2 id="course-reviews" className="font-serif text-2xl font-bold text-stone-900">
        {t('learning.reviews.title')}
      </h2>
      {count > 0 ? (
        <p className="mt-2 flex items-center gap-2 text-stone-700">
          <StarRating value={average} className="text-xl" decorative />
          {t('learning.reviews.summary', { rating: formatRating(average, i18n.language), count })}
        </p>
      ) : (
        <p className="mt-2 text-stone-600">{t('learning.reviews.none')}</p>
      )}
      {reviews.length > 0 && (
        <ul className="mt-4 space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
                <StarRating value={review.rating} />
                <span className="font-semibold text-stone-900">{review.authorName || t('learning.reviews.learner')}</span>
                <span>{formatDate(review.createdAt, i18n.language)}</span>
              </p>
              <p dir="auto" className="mt-2 whitespace-pre-line text-stone-800">
                {review.body}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={hrefFor}
        labels={{ previous: t('reviews.newer'), next: t('reviews.older') }}
      />
      {canReview && <CourseReviewForm failure={failure} />}
    </section>
  );
}

function CourseReviewForm({ failure }: { failure?: CourseReviewFailure }) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useNavigation();
  const [rating, setRating] = useState(() => Number(failure?.values.rating) || 0);
  const error = (field: string) => {
    const key = failure?.fieldErrors[field];
    return key ? t(key) : undefined;
  };
  return (
    <Form
      method="post"
      noValidate
      className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {t('learning.reviews.write')}
      </h3>
      <input type="hidden" name="intent" value="review" />
      {failure?.formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {t(failure.formError)}
        </p>
      )}
      <StarRatingInput
        legend={t('reviews.form.rating')}
        value={rating}
        onChange={setRating}
        error={error('rating')}
        errorId={`${id}-rating-error`}
      />
      <FieldFrame
        label={t('learning.reviews.body')}
        hint={t('learning.reviews.hint')}
        error={error('body')}
        control={(control) => (
          <textarea
            {...control}
            name="body"
            rows={4}
            maxLength={COURSE_REVIEW_BODY_MAX}
            defaultValue={failure?.values.body}
            required
            className="block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 aria-invalid:border-red-600"
          />
        )}
      />
      <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
        {t('reviews.form.submit')}
      </button>
    </Form>
  );
}
