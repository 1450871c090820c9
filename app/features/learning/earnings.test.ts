import { describe, expect, it } from 'vitest';
import { courseEarnings } from './earnings';

const rates = { reliefPercent: 10, sharePercent: 70 };

describe('an instructor’s earnings from a course', () => {
  it('takes the relief share off what learners paid, then gives the instructor their share of the rest', () => {
    // Three places at $49: $147.00, relief $14.70, the rest $132.30, 70% of it $92.61.
    expect(courseEarnings({ grossCents: 14_700, refundedCents: 0 }, rates)).toEqual({
      netCents: 14_700,
      reliefCents: 1_470,
      shareCents: 9_261,
    });
  });
  it('counts refunds out first; a full refund leaves nothing', () => {
    expect(courseEarnings({ grossCents: 4_900, refundedCents: 4_900 }, rates)).toEqual({
      netCents: 0,
      reliefCents: 0,
      shareCents: 0,
    });
    expect(courseEarnings({ grossCents: 9_800, refundedCents: 4_900 }, rates).shareCents).toBe(3_087);
  });
  it('rounds half a cent up, and follows the configured rates', () => {
    expect(courseEarnings({ grossCents: 1_005, refundedCents: 0 }, { reliefPercent: 10, sharePercent: 50 })).toEqual({
      netCents: 1_005,
      reliefCents: 101,
      shareCents: 452,
    });
    expect(courseEarnings({ grossCents: 1_000, refundedCents: 0 }, { reliefPercent: 0, sharePercent: 100 }).shareCents).toBe(
      1_000,
    );
  });
});
