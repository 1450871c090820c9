import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_STRINGS_ID } from '~/i18n/page-strings';
import { recordStrings } from '~/i18n/page-strings.server';
import { type PageStrings, Translator } from '~/i18n/translator';
import { TranslatorContext } from '~/i18n/use-translation';
import { SiteHeader } from './site-header';

const site = { siteName: 'Verde Living' };
const englishFile = JSON.parse(fs.readFileSync('public/i18n/en.json', 'utf8'));

/** The header as the page cache's shared render makes it (no count), and the strings that page carries. */
function cachedHeaderStrings(): PageStrings {
  const render = recordStrings(new Translator('en', englishFile, site));
  const noop = () => {};
  renderToStaticMarkup(
    <MemoryRouter>
      <TranslatorContext.Provider value={render.translator}>
        <SiteHeader
          siteName="Verde Living"
          cartCount={null}
          isSignedIn={false}
          onOpenMenu={noop}
          onOpenChat={noop}
          onOpenCart={noop}
        />
      </TranslatorContext.Provider>
    </MemoryRouter>,
  );
  const element = render.pageStrings();
  const json = element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));
  expect(element).toContain(`id="${PAGE_STRINGS_ID}"`);
  return JSON.parse(json) as PageStrings;
}

describe('the header on a page the cache shares', () => {
  // The browser learns the count after hydrating; with only the page's strings, a label they
  // lack reads as '' until the whole file comes, and axe saw a nameless cart button.
  it('carries the counted cart label, so the button is named as soon as the count is known', () => {
    const page = cachedHeaderStrings();
    const browser = new Translator('en', page.strings, site, { absent: page.absent });
    expect(browser.t('nav.cartUnknown')).toBe('Cart');
    expect(browser.t('nav.cart', { count: 0 })).toBe('Cart, 0 items');
    expect(browser.t('nav.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(browser.t('nav.cart', { count: 3 })).toBe('Cart, 3 items');
  });
});
