import { PAGE_STRINGS_ID } from './page-strings';
import { lookup, type PageStrings, type TFunction, type TranslationBundle, type Translator } from './translator';

/**
 * Copies into `into` the string at `key` and every sibling form of it (`key_one`, `key_male`,
 * `key_male_other`, …), so the browser can render the same label with another count or
 * context. Returns false when the file has none of them.
 */
function copyForms(from: TranslationBundle, into: TranslationBundle, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  const parent = parts.length === 0 ? from : lookup(from, parts.join('.'));
  if (typeof parent !== 'object' || parent === null) return false;
  let target = into;
  let found = false;
  for (const [name, value] of Object.entries(parent as Record<string, unknown>)) {
    if (typeof value !== 'string' || (name !== last && !name.startsWith(`${last}_`))) continue;
    if (!found) {
      for (const part of parts) {
        if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
        target = target[part] as TranslationBundle;
      }
      found = true;
    }
    target[name] = value;
  }
  return found;
}

/**
 * A view of a language's shared translator for one server render (decision 0062): the same
 * strings, plus a note of every key asked for. `pageStrings()` then gives the element the page
 * ends with: those strings, for the browser to hydrate with. The shared translator is not
 * changed, so concurrent renders each note their own keys.
 */
export function recordStrings(shared: Translator): { translator: Translator; pageStrings: () => string } {
  const keys = new Set<string>();
  const language = shared.language;
  const base = shared.getFixedT(language);
  const noted: TFunction = (key, options) => {
    keys.add(key);
    return base(key, options);
  };
  const translator = Object.create(shared) as Translator;
  translator.t = noted;
  translator.getFixedT = (other) => (other === language ? noted : shared.getFixedT(other));
  return { translator, pageStrings: () => pageStringsElement(pickStrings(shared.bundleOf(language) ?? {}, keys)) };
}

/** The script element that carries a page's strings; `<` is escaped, so no string can close it. */
function pageStringsElement(page: PageStrings): string {
  return `<script type="application/json" id="${PAGE_STRINGS_ID}">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;
}

/** The strings of `keys`, with their plural and context forms, and the keys the file lacks. */
function pickStrings(bundle: TranslationBundle, keys: Iterable<string>): PageStrings {
  const strings: TranslationBundle = {};
  const absent: string[] = [];
  for (const key of keys) if (!copyForms(bundle, strings, key)) absent.push(key);
  return { strings, absent };
}
