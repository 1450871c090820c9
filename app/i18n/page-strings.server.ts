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
 * strings, plus a note of every key asked for, which its `pageStrings()` turns into what the
 * page embeds (`PageStrings`, rendered last in root.tsx). The shared translator is not changed,
 * so concurrent renders each note their own keys.
 */
export function recordStrings(shared: Translator): Translator {
  const keys = new Set<string>();
  const language = shared.language;
  const base = shared.getFixedT(language);
  const noted: TFunction = (key, options) => {
    keys.add(key);
    return base(key, options);
  };
  const view = Object.create(shared) as Translator;
  view.t = noted;
  view.getFixedT = (other) => (other === language ? noted : shared.getFixedT(other));
  view.pageStrings = () => JSON.stringify(pickStrings(shared.bundleOf(language) ?? {}, keys)).replace(/</g, '\\u003c');
  return view;
}

/** The strings of `keys`, with their plural and context forms, and the keys the file lacks. */
export function pickStrings(bundle: TranslationBundle, keys: Iterable<string>): PageStrings {
  const strings: TranslationBundle = {};
  const absent: string[] = [];
  for (const key of keys) if (!copyForms(bundle, strings, key)) absent.push(key);
  return { strings, absent };
}
