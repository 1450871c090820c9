import { z } from 'zod';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX, REVIEW_TITLE_MIN } from './review-rules';

/** One schema for the review form and the product page's action. Messages are translation keys. */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ message: 'reviews.errors.rating' })
    .int('reviews.errors.rating')
    .min(1, 'reviews.errors.rating')
    .max(5, 'reviews.errors.rating'),
  title: z.string().trim().min(REVIEW_TITLE_MIN, 'reviews.errors.titleShort').max(REVIEW_TITLE_MAX, 'reviews.errors.titleLong'),
  body: z.string().trim().min(REVIEW_BODY_MIN, 'reviews.errors.bodyShort').max(REVIEW_BODY_MAX, 'reviews.errors.bodyLong'),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

/** The page of reviews asked for in the address (`?reviews=2`); anything else is the first. */
export function reviewsPageOf(url: URL): number {
  const value = url.searchParams.get('reviews') ?? '';
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}
