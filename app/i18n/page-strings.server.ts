import { PAGE_STRINGS_ID } from './page-strings';
import { lookup, type PageStrings, type TFunction, type TranslationBundle, type Translator } from './translator';

/** A key's strings as the file has them: the path to its parent, and the key with each sibling form. */
type Forms = { parents: string[]; entries: Array<[string, string]> };

/**
 * The string at `key` and every sibling form of it (`key_one`, `key_male`, `key_male_other`, …),
 * so the browser can render the same label with another count or context; undefined when the
 * file has none of them.
 */
function findForms(bundle: TranslationBundle, key: string): Forms | undefined {
  const parents = key.split('.');
  const last = parents.pop() as string;
  const parent = parents.length === 0 ? bundle : lookup(bundle, parents.join('.'));
  if (typeof parent !== 'object' || parent === null) return undefined;
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(parent as Record<string, unknown>)) {
    if (typeof value === 'string' && (name === last || name.startsWith(`${last}_`))) entries.push([name, value]);
  }
  return entries.length > 0 ? { parents, entries } : undefined;
}

/**
 * Each language file's forms, found once per key: finding them walks the key's siblings, which
 * for a large namespace cost more than the rest of the page strings together. A file is never
 * changed once loaded (a new one is a new object), so the entries stay true. Only keys the file
 * has are kept, as in the translator's own cache, so a key made from a request cannot grow it.
 */
const formsByBundle = new WeakMap<TranslationBundle, Map<string, Forms>>();

function formsOf(bundle: TranslationBundle, key: string): Forms | undefined {
  let known = formsByBundle.get(bundle);
  if (!known) {
    known = new Map();
    formsByBundle.set(bundle, known);
  }
  let forms = known.get(key);
  if (!forms) {
    forms = findForms(bundle, key);
    if (forms) known.set(key, forms);
  }
  return forms;
}

/** Copies a key's forms into the page's strings, under the same parents. */
function copyForms({ parents, entries }: Forms, into: TranslationBundle) {
  let target = into;
  for (const part of parents) {
    if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
    target = target[part] as TranslationBundle;
  }
  for (const [name, value] of entries) target[name] = value;
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
  for (const key of keys) {
    const forms = formsOf(bundle, key);
    if (forms) copyForms(forms, strings);
    else absent.push(key);
  }
  return { strings, absent };
}
