import { describe, expect, it } from 'vitest';
import { recordStrings } from './page-strings.server';
import { type PageStrings, Translator } from './translator';
import { english } from './translator.fixture';

describe('page strings (decision 0062)', () => {
  const shared = new Translator('en', english, { siteName: 'Verde' });

  /** What the browser reads: the JSON inside the element the page ends with. */
  const embedded = (element: string) => {
    const match = element.match(/^<script type="application\/json" id="page-strings">(.*)<\/script>$/s);
    if (!match?.[1]) throw new Error(`not a page-strings element: ${element}`);
    return { json: match[1], page: JSON.parse(match[1]) as PageStrings };
  };

  it('notes the keys a render asks for and embeds their strings with every plural and context form', () => {
    const render = recordStrings(shared);
    expect(render.translator.t('cart.items', { count: 1 })).toBe('1 item');
    expect(render.translator.getFixedT('en')('friend')).toBe('A friend');
    expect(render.translator.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(render.translator.t('level')).toBe('level');
    expect(embedded(render.pageStrings()).page).toEqual({
      strings: {
        cart: { items_one: '{{count}} item', items_other: '{{count}} items', items_zero: 'Your cart is empty' },
        friend: 'A friend',
        friend_female: 'Her friend',
        friend_female_other: '{{count}} of her friends',
      },
      absent: ['nowhere.to.be.found', 'level'],
    });
    // Another render notes only its own keys; the shared translator is untouched.
    const other = recordStrings(shared);
    other.translator.t('greet', { name: 'Ana' });
    expect(embedded(other.pageStrings()).page).toEqual({ strings: { greet: english.greet }, absent: [] });
    expect(shared.t('friend')).toBe('A friend');
  });

  it('gives the same strings on every render, each language from its own file', () => {
    const spanish = new Translator('es', { cart: { items_one: '{{count}} artículo', items_other: '{{count}} artículos' } });
    const page = (translator: Translator) => {
      const render = recordStrings(translator);
      render.translator.t('cart.items', { count: 2 });
      render.translator.t('friend');
      return embedded(render.pageStrings()).page;
    };
    const first = page(shared);
    // The second render reuses the forms the first one found, and must not differ from it.
    expect(page(shared)).toEqual(first);
    expect(first.strings.cart).toEqual(english.cart);
    expect(page(spanish)).toEqual({
      strings: { cart: { items_one: '{{count}} artículo', items_other: '{{count}} artículos' } },
      absent: ['friend'],
    });
    expect(page(shared)).toEqual(first);
  });

  it("escapes '<' so a string cannot close the element that carries it", () => {
    const render = recordStrings(new Translator('en', { tag: '</script><script>alert(1)</script>' }));
    render.translator.t('tag');
    const { json, page } = embedded(render.pageStrings());
    expect(json).not.toContain('<');
    expect(page.strings.tag).toBe('</script><script>alert(1)</script>');
  });

  it('answers from the page strings as the server did, and waits for the whole file for any other key', () => {
    const render = recordStrings(shared);
    const served = [
      render.translator.t('cart.items', { count: 3 }),
      render.translator.t('level'),
      render.translator.t('nowhere', { defaultValue: 'Soon' }),
    ];
    const { strings, absent } = embedded(render.pageStrings()).page;
    const page = new Translator('en', strings, { siteName: 'Verde' }, { absent });
    const asked: string[] = [];
    page.onIncomplete = (language) => asked.push(language);
    // The same answers as the server's render, with no fetch.
    expect([page.t('cart.items', { count: 3 }), page.t('level'), page.t('nowhere', { defaultValue: 'Soon' })]).toEqual(served);
    expect(page.t('cart.items', { count: 0 })).toBe('Your cart is empty');
    expect(asked).toEqual([]);
    expect(page.hasBundle('en')).toBe(false);

    // A key the page did not use shows as nothing until the whole file is here, then re-renders.
    const t = page.t;
    expect(t('greet', { name: 'Ana' })).toBe('');
    expect(page.t('friend')).toBe('');
    expect(asked).toEqual(['en', 'en']);
    const heard: string[] = [];
    page.onLanguageChanged((language) => heard.push(language));
    const revision = page.revision;
    page.addBundle('en', english);
    expect(page.hasBundle('en')).toBe(true);
    expect(heard).toEqual(['en']);
    expect(page.revision).toBe(revision + 1);
    expect(page.getFixedT('en')).not.toBe(t);
    // Even a function taken before the file came answers from it.
    expect(t('greet', { name: 'Ana' })).toBe('Hi Ana, welcome to Verde');
    expect(page.t('friend')).toBe('A friend');
    expect(page.t('level')).toBe('level');
  });

  it('does not re-render a page whose strings sufficed when the whole file arrives', () => {
    const render = recordStrings(shared);
    render.translator.t('friend');
    const page = new Translator('en', embedded(render.pageStrings()).page.strings, undefined, { absent: [] });
    const heard: string[] = [];
    page.onLanguageChanged((language) => heard.push(language));
    expect(page.t('friend')).toBe('A friend');
    page.addBundle('en', english);
    expect(heard).toEqual([]);
  });

  it('asks once for the whole file for what mounts on demand, and re-renders when it comes', () => {
    const render = recordStrings(shared);
    render.translator.t('friend');
    const page = new Translator('en', embedded(render.pageStrings()).page.strings, undefined, { absent: [] });
    const asked: string[] = [];
    page.onIncomplete = (language) => asked.push(language);
    const heard: string[] = [];
    page.onLanguageChanged((language) => heard.push(language));
    expect(page.wholeFile()).toBe(false);
    expect(asked).toEqual(['en']);
    page.addBundle('en', english);
    expect(heard).toEqual(['en']);
    expect(page.wholeFile()).toBe(true);
    expect(asked).toEqual(['en']);
  });
});
