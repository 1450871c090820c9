import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { digitsOf } from '~/utils/intl-locale';
import { TRANSLATION_FILES } from './languages';

type Tree = { [key: string]: string | Tree };

const read = (file: string): Tree => JSON.parse(fs.readFileSync(path.join('public/i18n', `${file}.json`), 'utf8'));

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const english = leaves(read('en'));

describe('translation files', () => {
  for (const file of TRANSLATION_FILES) {
    it(`${file}.json writes numbers with the digits its prices and dates use`, () => {
      // One numbering system per language (utils/intl-locale.ts): "10%" in a sentence and
      // "US$ 12.50" beside it are written with the same digits.
      const digits = new Set(digitsOf(file));
      const foreign = [...leaves(read(file))].filter(([, text]) =>
        [...text].some((char) => /\p{Nd}/u.test(char) && !digits.has(char)),
      );
      expect(foreign.map(([key]) => key)).toEqual([]);
    });
  }

  it('ships exactly the files the language list says it does', () => {
    const shipped = fs
      .readdirSync('public/i18n')
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -5));
    expect(shipped.sort()).toEqual([...TRANSLATION_FILES].sort());
  });

  for (const file of [...TRANSLATION_FILES].filter((file) => file !== 'en')) {
    it(`${file}.json has every English string, with the same placeholders`, () => {
      const translated = leaves(read(file));
      const translatedBases = new Set([...translated.keys()].map(base));
      const missing = [...english.keys()].filter((key) => !translatedBases.has(base(key)));
      expect(missing).toEqual([]);
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        const englishText = english.get(key) ?? english.get(`${base(key)}_other`) ?? '';
        const expected = placeholders(englishText);
        const actual = placeholders(text);
        // Languages may spell out small counts ("two items") instead of using {{count}}.
        const optional = PLURAL.test(key) ? ['count'] : [];
        expect(
          actual.filter((name) => !expected.includes(name as string)),
          key,
        ).toEqual([]);
        expect(
          expected.filter((name) => !actual.includes(name) && !optional.includes(name as string)),
          key,
        ).toEqual([]);
      }
    });
  }
});
