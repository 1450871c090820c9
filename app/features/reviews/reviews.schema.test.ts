import { describe, expect, it } from 'vitest';
import { reviewerName } from '~/utils/person-name';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from './review-rules';
import { reviewSchema, reviewsPageOf } from './reviews.schema';

const valid = { rating: '4', title: 'Sturdy and sharp', body: 'Cuts through roots without bending; the sheath fits well.' };

describe('the review form', () => {
  it('accepts a rating of 1 to 5 with a title and a body, trimmed', () => {
    expect(reviewSchema.parse({ ...valid, title: '  Sturdy and sharp  ' })).toEqual({
      rating: 4,
      title: 'Sturdy and sharp',
      body: valid.body,
    });
  });

  it('refuses a missing or out-of-range rating', () => {
    for (const rating of ['', '0', '6', '4.5', 'five']) {
      const result = reviewSchema.safeParse({ ...valid, rating });
      expect(result.success, rating).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('reviews.errors.rating');
    }
  });

  it('refuses titles and bodies that are too short or too long, with their own messages', () => {
    const issue = (input: Record<string, string>) => reviewSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(issue({ title: ' a ' })).toBe('reviews.errors.titleShort');
    expect(issue({ title: 'x'.repeat(REVIEW_TITLE_MAX + 1) })).toBe('reviews.errors.titleLong');
    expect(issue({ body: 'Too short.' })).toBe('reviews.errors.bodyShort');
    expect(issue({ body: 'x'.repeat(REVIEW_BODY_MAX + 1) })).toBe('reviews.errors.bodyLong');
  });
});

describe('reviews helpers', () => {
  it('shows the first name and the initial of the last', () => {
    expect(reviewerName('Rosa', 'Buyer')).toBe('Rosa B.');
    expect(reviewerName(' Rosa ', null)).toBe('Rosa');
    expect(reviewerName('سارة', 'العلي')).toBe('سارة ا.');
    expect(reviewerName(null, null)).toBe('');
  });

  it('reads the page of reviews from the address', () => {
    expect(reviewsPageOf(new URL('http://x/product/a?reviews=3'))).toBe(3);
    for (const value of ['', '0', '-1', 'two', '1.5', '99999'])
      expect(reviewsPageOf(new URL(`http://x/?reviews=${value}`))).toBe(1);
  });
});
