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

  // Images get the same address rule as links (issue 11): a javascript: or data: source never
  // reaches <img src>; what the picture showed stays as its alternative text.
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
    const sources = [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/images/products/basil.webp', 'https://cdn.example.org/a.png']);
    expect(html).not.toMatch(/javascript:|data:|vbscript:|evil\.example/i);
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
