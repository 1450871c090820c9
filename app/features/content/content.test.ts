import { describe, expect, it } from 'vitest';
import { applyTokens, getContentDocument, listContentSlugs, parseFrontMatter, renderMarkdown, slugify } from './content.server';

describe('markdown rendering', () => {
  it('reads front matter and keeps the body', () => {
    const { data, body } = parseFrontMatter('---\ntitle: Hello: world\ndescription: "Quoted"\n---\nBody text');
    expect(data).toEqual({ title: 'Hello: world', description: 'Quoted' });
    expect(body).toBe('Body text');
  });

  it('replaces known tokens and leaves unknown ones visible', () => {
    expect(applyTokens('Welcome to {{siteName}} {{nope}}', { siteName: 'Verde' })).toBe('Welcome to Verde {{nope}}');
  });

  it('gives headings unique anchors and collects FAQ questions', () => {
    const { html, headings, faq } = renderMarkdown(
      '## How do I water?\n\nDeeply, **weekly**.\n\n## Soil\n\nText\n\n## Soil\n\nMore',
    );
    expect(headings.map((heading) => heading.id)).toEqual(['how-do-i-water', 'soil', 'soil-1']);
    expect(faq).toEqual([{ question: 'How do I water?', answer: 'Deeply, weekly.' }]);
    expect(html).toContain('<h2 id="how-do-i-water">');
  });

  it('drops raw HTML so content cannot inject scripts', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div>block</div>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<div>');
  });

  // Images get the same address rule as links (issue 11), through sanitize-html's scheme lists: a
  // javascript: or data: source never reaches <img src>; the picture's alternative text stays.
  it('keeps images from web and same-site addresses only', () => {
    const { html } = renderMarkdown(
      [
        '![script](javascript:alert(1))',
        '![upper](JAVASCRIPT:alert(1))',
        '![data](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
        '![vb](vbscript:msgbox(1))',
        '![protocol-relative](//evil.example/x.png)',
        '![backslash](/\\evil.example/x.png)',
        '![local](/images/products/basil.webp "Basil")',
        '![web](https://cdn.example.org/a.png)',
      ].join('\n\n'),
    );
    const sources = [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => match[1] ?? '');
    // Where a browser would fetch each picture from (marked percent-encodes the backslash, which
    // leaves a harmless path on this site).
    const fetched = sources.map((source) => new URL(source, 'https://shop.example/products/a'));
    expect(fetched.map((url) => url.protocol)).toEqual(fetched.map(() => 'https:'));
    expect(fetched.map((url) => url.host)).toEqual(['shop.example', 'shop.example', 'cdn.example.org']);
    expect(sources).toContain('/images/products/basil.webp');
    expect(html).not.toMatch(/javascript:|data:|vbscript:|\/\/evil\.example/i);
    for (const alt of ['script', 'upper', 'data', 'vb', 'protocol-relative', 'backslash']) expect(html).toContain(alt);
  });

  it('makes slugs from any text', () => {
    expect(slugify('Crème brûlée & Co.')).toBe('creme-brulee-co');
  });
});

describe('the content we publish', () => {
  it('has a title, a short description and no unreplaced token in every page and guide', async () => {
    for (const collection of ['pages', 'guides'] as const) {
      const slugs = await listContentSlugs(collection);
      expect(slugs.length).toBeGreaterThan(5);
      for (const slug of slugs) {
        const document = await getContentDocument(collection, slug);
        expect(document, slug).not.toBeNull();
        if (!document) continue;
        expect(document.title.length, slug).toBeGreaterThan(3);
        expect(document.description.length, slug).toBeGreaterThan(40);
        expect(document.description.length, slug).toBeLessThanOrEqual(170);
        expect(document.html, slug).not.toMatch(/\{\{\w+\}\}/);
        expect(document.text.length, slug).toBeGreaterThan(500);
        expect(document.text.toLowerCase(), slug).not.toMatch(/lorem\s+ipsum|coming\s+soon/);
      }
    }
  });

  it('turns the FAQ into question-and-answer pairs', async () => {
    const faq = await getContentDocument('pages', 'faq');
    expect(faq?.faq.length).toBeGreaterThanOrEqual(10);
    for (const item of faq?.faq ?? []) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(20);
    }
  });

  it('returns null for unknown or unsafe slugs', async () => {
    expect(await getContentDocument('pages', 'no-such-page')).toBeNull();
    expect(await getContentDocument('pages', '../package')).toBeNull();
  });
});

describe('the sanitiser after marked', () => {
  it('keeps links to web, mail and same-site addresses, and marks external ones', () => {
    const { html } = renderMarkdown(
      '[a](https://example.org) [b](/products) [c](mailto:hi@example.org) [d](javascript:alert(1)) [e](//evil.example) [f](tel:123)',
    );
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['https://example.org', '/products', 'mailto:hi@example.org']);
    expect(html).toContain('<a href="https://example.org" rel="noopener" target="_blank">a</a>');
    expect(html).toContain('<a href="/products">b</a>');
    for (const text of ['d', 'e', 'f']) expect(html).toMatch(new RegExp(`>${text}</a>|\\b${text}\\b`));
  });

  it('keeps tables, code and task lists, and nothing a page could run', () => {
    const { html } = renderMarkdown(
      [
        '| Crop | Days |',
        '| :--- | ---: |',
        '| Basil | 60 |',
        '',
        '```ts',
        'const x = "<b>";',
        '```',
        '',
        '- [x] Sow',
        '- [ ] Water',
        '',
        '[x](https://a.example "t\\" onmouseover=\\"alert(1)")',
      ].join('\n'),
    );
    expect(html).toContain('<td align="right">60</td>');
    expect(html).toContain('<code class="language-ts">');
    expect(html).toContain('&lt;b&gt;');
    expect(html).toContain('<li><input checked disabled type="checkbox" /> Sow</li>');
    expect(html).toContain('<li><input disabled type="checkbox" /> Water</li>');
    // The quote stays inside the title, escaped: no attribute of its own.
    expect(html).toContain('title="t&quot; onmouseover=&quot;alert(1)"');
    expect(html).not.toMatch(/<script|style=/i);
  });
});
