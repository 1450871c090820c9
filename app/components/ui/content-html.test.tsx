import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { ContentHtml } from './content-html';

describe('content in a page of another language (issue 35, point 7)', () => {
  it('carries the language and direction it is written in', () => {
    expect(contentLanguage('en')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(contentLanguage('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(contentLanguage('es-MX')).toEqual({ lang: 'es-MX', dir: 'ltr' });
    expect(CONTENT_LANGUAGE).toBe('en');
  });

  it('takes the direction of its first letters when its language is not recorded', () => {
    expect(contentLanguage(undefined)).toEqual({ dir: 'auto' });
    expect(contentLanguage(null)).toEqual({ dir: 'auto' });
    expect(contentLanguage('')).toEqual({ dir: 'auto' });
  });

  it('renders markdown with those attributes', () => {
    const english = renderToStaticMarkup(<ContentHtml lang="en" html="<p>About 25 seeds than yield.</p>" />);
    expect(english).toBe('<div lang="en" dir="ltr" class="prose-content"><p>About 25 seeds than yield.</p></div>');
    const written = renderToStaticMarkup(<ContentHtml className="prose-content mt-3" html="<p>مرحبا</p>" />);
    expect(written).toBe('<div dir="auto" class="prose-content mt-3"><p>مرحبا</p></div>');
  });
});
