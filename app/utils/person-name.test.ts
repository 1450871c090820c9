import { describe, expect, it } from 'vitest';
import { fullName, reviewerName } from './person-name';

describe('names', () => {
  it('joins the two fields, skipping an empty one', () => {
    expect(fullName('Rosa', 'Bianchi')).toBe('Rosa Bianchi');
    expect(fullName(' Rosa ', null)).toBe('Rosa');
    expect(fullName(null, undefined)).toBe('');
  });

  it('shows a reviewer by first name and initial', () => {
    expect(reviewerName('Rosa', 'Bianchi')).toBe('Rosa B.');
    expect(reviewerName('', 'Bianchi')).toBe('B.');
    expect(reviewerName(null, null)).toBe('');
  });
});
