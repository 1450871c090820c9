import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps paragraphs, link addresses and list items, and drops the preheader and head', () => {
    const html = `<!doctype html><html><head><title>x</title><style>p{color:red}</style></head><body>
      <div data-text-skip style="display:none">Preview line</div>
      <h1>Hello&nbsp;Ana</h1><p>Tom &amp; Jerry&#39;s <strong>garden</strong></p>
      <p><a href="https://example.org/verify?token=a&amp;b=1">Verify your email</a></p>
      <p><a href="https://example.org/x">https://example.org/x</a></p>
      <ul><li>One</li><li>Two</li></ul></body></html>`;
    expect(htmlToText(html)).toBe(
      "Hello Ana\n\nTom & Jerry's garden\n\nVerify your email: https://example.org/verify?token=a&b=1\n\nhttps://example.org/x\n\n- One\n\n- Two",
    );
  });

  it('decodes numeric entities and never leaves tags behind', () => {
    expect(htmlToText('<p>&#x3C;script&#x3E; &#169; 2026</p><br/><span>end</span>')).toBe('<script> © 2026\n\nend');
  });
});
