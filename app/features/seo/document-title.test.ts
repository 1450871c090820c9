import { describe, expect, it } from 'vitest';
import { documentTitle, TITLE_LIMIT } from './seo';

describe('documentTitle', () => {
  it('adds the site name to a title that fits', () => {
    expect(documentTitle('Composting Guide', 'Verde Living')).toBe('Composting Guide | Verde Living');
  });

  it('keeps the site name alone when the page is the site', () => {
    expect(documentTitle('Verde Living', 'Verde Living')).toBe('Verde Living');
  });

  it("drops a title's trailing parts first when it is too long", () => {
    const title = documentTitle('Browns, greens and the carbon-to-nitrogen ratio · Composting Basics', 'Verde Living');
    expect(title).toBe('Browns, greens and the carbon-to-nitrogen ratio | Verde Living');
  });

  it('cuts a single long title at a word, with an ellipsis, and keeps the site name', () => {
    const title = documentTitle(
      'A very long product name that a vendor wrote without thinking about search results at all',
      'Verde Living',
    );
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(title).toBe('A very long product name that a vendor wrote without… | Verde Living');
  });
});
