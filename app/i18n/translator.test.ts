import { describe, expect, it } from 'vitest';
import { Translator } from './translator';
import { english } from './translator.fixture';

describe('Translator', () => {
  const translator = new Translator('en', english, { siteName: 'Verde' });
  const { t } = translator;

  it('interpolates values and the site name, and leaves a placeholder with no value', () => {
    expect(t('greet', { name: 'Ana' })).toBe('Hi Ana, welcome to Verde');
    expect(t('greet')).toBe('Hi {{name}}, welcome to Verde');
  });

  it('picks the plural form, and the zero form for a count of 0 in any language', () => {
    expect(t('cart.items', { count: 1 })).toBe('1 item');
    expect(t('cart.items', { count: 3 })).toBe('3 items');
    expect(t('cart.items', { count: 0 })).toBe('Your cart is empty');
  });

  it('picks a context form when there is one, else the plain key', () => {
    expect(t('friend', { context: 'female' })).toBe('Her friend');
    expect(t('friend', { context: 'female', count: 2 })).toBe('2 of her friends');
    expect(t('friend', { context: 'male' })).toBe('A friend');
  });

  it('shows the key text for a missing key or a key that names a group, or the default value', () => {
    expect(t('missing.key')).toBe('missing.key');
    expect(t('level')).toBe('level');
    expect(t('missing.key', { defaultValue: 'Seeds for {{name}}', name: 'Ana' })).toBe('Seeds for Ana');
    expect(t('missing.key', { defaultValue: '' })).toBe('');
  });

  it('switches language, tells its listeners, and keeps each language its own strings', () => {
    const page = new Translator('en', english);
    const heard: string[] = [];
    const stop = page.onLanguageChanged((language) => heard.push(language));
    expect(page.hasBundle('es')).toBe(false);
    page.addBundle('es', { friend: 'Un amigo', cart: { items_one: '{{count}} artículo', items_other: '{{count}} artículos' } });
    page.changeLanguage('es');
    page.changeLanguage('es');
    expect(heard).toEqual(['es']);
    expect(page.t('friend')).toBe('Un amigo');
    expect(page.t('cart.items', { count: 0 })).toBe('0 artículos');
    expect(page.getFixedT('en')('friend')).toBe('A friend');
    stop();
    page.changeLanguage('en');
    expect(heard).toEqual(['es']);
  });
});
