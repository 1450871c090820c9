import { describe, expect, it } from 'vitest';
import { fitDescription } from './seo.server';

const SITE =
  'Organic seeds, tools and courses for sustainable living. Learn to grow, join the community, and know that 10% of proceeds fund relief work.';

describe('fitDescription', () => {
  it('keeps a description that already fits', () => {
    const text = 'Plan a whole season of sowing and harvest for your zone, then print it or add it to a calendar.';
    expect(fitDescription(text, SITE)).toBe(text);
  });

  it('follows a short one from data with the site description, still within 160', () => {
    const fitted = fitDescription('A small workshop with a single seat', SITE);
    expect(fitted.startsWith('A small workshop with a single seat. Organic seeds')).toBe(true);
    expect(fitted.length).toBeGreaterThanOrEqual(50);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitDescription('', SITE)).toBe(SITE);
  });

  it('cuts a long one at a word, with an ellipsis', () => {
    const fitted = fitDescription('word '.repeat(60), SITE);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted.endsWith('word…')).toBe(true);
  });
});
