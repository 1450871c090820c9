import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GraduationCap, ShoppingCart, Star } from './icons';

describe('icons', () => {
  it('draws its symbol of the sprite with <use>, at 24 px with lucide’s stroke, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<ShoppingCart className="size-5" />);
    expect(html).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('class="icon size-5"');
    expect(html).toMatch(/<use href="[^"#]*icons[^"#]*\.svg(\?[^"#]*)?#shopping-cart"><\/use><\/svg>$/);
  });

  it('is announced when it is given a name', () => {
    const html = renderToStaticMarkup(<Star aria-label="Rated 4 out of 5" role="img" />);
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
  });

  it('takes a stroke width and any other SVG attribute', () => {
    const html = renderToStaticMarkup(<GraduationCap strokeWidth={1.25} data-kind="course" />);
    expect(html).toContain('stroke-width="1.25"');
    expect(html).toContain('data-kind="course"');
  });
});
