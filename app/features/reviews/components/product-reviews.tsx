import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck } from '~/components/ui/icons';
import { Pager } from '~/components/ui/pager';
import { formatRating, StarRating } from '~/components/ui/star-rating';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import type { RatingSummary, ReviewerState, ReviewView } from '../reviews.server';
import { ReviewForm, type ReviewFormResult } from './review-form';

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

function StarBars({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('reviews.byStars')} className="mt-4 space-y-1.5 text-sm">
      {STARS_DOWN.map((star) => {
        const count = summary.stars[star];
        const percent = summary.count ? Math.round((count / summary.count) * 100) : 0;
        return (
          <li key={star} className="flex items-center gap-3">
            <span className="w-20 shrink-0 text-stone-700">{t('reviews.form.stars', { count: star })}</span>
            <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
            </span>
            <span className="w-8 shrink-0 text-end text-stone-700">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review }: { review: ReviewView }) {
  const { t, i18n } = useTranslation();
  return (
    <article aria-labelledby={`review-${review.id}`} className="border-b border-stone-200 py-6 first:pt-0 last:border-b-0">
      <StarRating value={review.rating} className="text-lg" />
      {/* A review keeps the direction of the language it was written in, on a page in another (dir="auto"). */}
      <h3 id={`review-${review.id}`} dir="auto" className="mt-2 font-semibold text-stone-900">
        {review.title}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
        <bdi>{review.authorName || t('reviews.customer')}</bdi>
        <span className="inline-flex items-center gap-1 font-medium text-brand-800">
          <BadgeCheck aria-hidden className="size-4 shrink-0" />
          {t('reviews.verified')}
        </span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, i18n.language)}</time>
      </p>
      {/* Plain text: shown as written, line breaks kept, nothing in it rendered as markup. */}
      <p dir="auto" className="mt-3 whitespace-pre-line text-stone-800">
        {review.body}
      </p>
    </article>
  );
}

/** Who may write a review, and the form for the one who may. */
function ReviewInvitation({
  state,
  handle,
  productId,
  pageResult,
}: {
  state: ReviewerState;
  handle: string;
  productId: string;
  pageResult?: ReviewFormResult;
}) {
  const { t } = useTranslation();
  const note = (children: ReactNode) => <p className="mt-6 rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">{children}</p>;
  if (state === 'can-review')
    return <ReviewForm action={pathTo('/product/:handle', { handle })} productId={productId} pageResult={pageResult} />;
  if (state === 'reviewed') return note(t('reviews.thanks'));
  if (state === 'not-a-buyer') return note(t('reviews.onlyBuyers'));
  return note(
    <>
      {t('reviews.boughtIt')}{' '}
      <Link
        to={`/auth?${new URLSearchParams({ redirectTo: pathTo('/product/:handle', { handle }) })}`}
        className="font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('reviews.signInToReview')}
      </Link>
    </>,
  );
}

/**
 * The product's reviews: the mean and how many gave each star, who may write one (and the form),
 * and the reviews themselves, newest first, a page at a time (`?reviews=2`).
 */
export function ProductReviews({
  handle,
  productId,
  summary,
  reviews,
  page,
  pageCount,
  reviewerState,
  pageResult,
}: {
  handle: string;
  productId: string;
  summary: RatingSummary;
  reviews: ReviewView[];
  page: number;
  pageCount: number;
  reviewerState: ReviewerState;
  pageResult?: ReviewFormResult;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-16 scroll-mt-24 border-t border-stone-200 pt-10">
      <h2 id="reviews-title" className="text-2xl font-semibold text-stone-900">
        {t('reviews.title')}
      </h2>
      <div className="mt-6 grid gap-10 lg:grid-cols-3">
        <div>
          {summary.count > 0 ? (
            <>
              <p className="flex items-center gap-3">
                <span className="text-4xl font-bold text-stone-900">{formatRating(summary.average, i18n.language)}</span>
                <StarRating value={summary.average} className="text-2xl" />
              </p>
              <p className="mt-1 text-sm text-stone-600">{t('reviews.basedOn', { count: summary.count })}</p>
              <StarBars summary={summary} />
            </>
          ) : (
            <p className="text-stone-700">{t('reviews.none')}</p>
          )}
          <ReviewInvitation state={reviewerState} handle={handle} productId={productId} pageResult={pageResult} />
        </div>
        <div className="lg:col-span-2">
          {reviews.length > 0 && (
            <div>
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </div>
          )}
          <Pager
            page={page}
            pageCount={pageCount}
            hrefFor={(next) => `${pathTo('/product/:handle', { handle })}?reviews=${next}#reviews`}
            labels={{ previous: t('reviews.newer'), next: t('reviews.older') }}
          />
        </div>
      </div>
    </section>
  );
}
