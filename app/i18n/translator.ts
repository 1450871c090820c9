/*
 * The site's translator (decision 0058): the part of i18next this app used, in a few hundred
 * bytes of the browser's first load instead of 16 KiB. One namespace of nested keys per
 * translation file; `{{name}}` values; plural forms by the language's own rules (`key_one`,
 * `key_other`, …, and `key_zero` for a count of 0 in any language); `context` (`key_male`); a
 * `defaultValue`; a missing key shows the key text (SPEC §8). Nothing else (no nesting with
 * `$t()`, no formatters, no escaping: React escapes what it renders).
 */

export type TranslationBundle = Record<string, unknown>;

/** Values every string may use without each caller passing them: the site's name. */
export type SiteVariables = { siteName: string };

export type TOptions = {
  /** Picks the plural form, and is the `{{count}}` value. */
  count?: number;
  /** Picks `key_{context}` when the bundle has it. */
  context?: string;
  /** The text when the key is missing (instead of the key). */
  defaultValue?: string;
  [value: string]: unknown;
};

export type TFunction = (key: string, options?: TOptions) => string;

type LanguageListener = (language: string) => void;

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

function lookup(bundle: TranslationBundle, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function pluralRulesFor(language: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language);
  } catch {
    return new Intl.PluralRules('en');
  }
}

/**
 * One per page in the browser, and one per translation file on the server (made for its
 * language and shared by concurrent requests, which only read it). `language` names the
 * translation file (en, es, ar), not the visitor's code.
 */
export class Translator {
  language: string;
  /** The current language's translation function (follows `changeLanguage`). */
  t: TFunction;
  private readonly bundles = new Map<string, TranslationBundle>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<LanguageListener>();
  private readonly site: SiteVariables | undefined;

  constructor(language: string, bundle: TranslationBundle, site?: SiteVariables) {
    this.language = language;
    this.site = site;
    this.bundles.set(language, bundle);
    this.t = (key, options) => this.getFixedT(this.language)(key, options);
  }

  hasBundle(language: string): boolean {
    return this.bundles.has(language);
  }

  addBundle(language: string, bundle: TranslationBundle) {
    this.bundles.set(language, bundle);
    this.fixed.delete(language);
  }

  changeLanguage(language: string) {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls `listener` after each change of language; returns the unsubscribe. */
  onLanguageChanged(listener: LanguageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The translation function of one language, made once. A page asks for a few hundred strings,
   * most of them plain labels; a plain label's text is kept after its first call.
   */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = this.makeT(language);
      this.fixed.set(language, t);
    }
    return t;
  }

  private makeT(language: string): TFunction {
    const bundle = this.bundles.get(language) ?? {};
    const plurals = pluralRulesFor(language);
    const site = this.site;
    const plain = new Map<string, string>();

    const interpolate = (text: string, options: TOptions | undefined) =>
      text.includes('{{')
        ? text.replace(PLACEHOLDER, (match, name: string) => {
            const value = options?.[name] ?? site?.[name as keyof SiteVariables];
            // As i18next did: a value not given leaves its placeholder (the every-page test finds it).
            return value === undefined || value === null ? match : String(value);
          })
        : text;

    const resolve = (key: string, options: TOptions | undefined): string | undefined => {
      const candidates: string[] = [];
      const count = typeof options?.count === 'number' ? options.count : undefined;
      const context = typeof options?.context === 'string' && options.context !== '' ? options.context : undefined;
      const bases = context === undefined ? [key] : [`${key}_${context}`, key];
      for (const base of bases) {
        if (count !== undefined) {
          if (count === 0) candidates.push(`${base}_zero`);
          candidates.push(`${base}_${plurals.select(count)}`);
        }
        candidates.push(base);
      }
      for (const candidate of candidates) {
        const found = lookup(bundle, candidate);
        if (typeof found === 'string') return found;
      }
      return undefined;
    };

    return (key, options) => {
      if (options === undefined) {
        const known = plain.get(key);
        if (known !== undefined) return known;
        const found = resolve(key, undefined);
        if (found === undefined) return key;
        // Only keys the bundle has are kept, so a key made from a request cannot grow the map.
        const text = interpolate(found, undefined);
        plain.set(key, text);
        return text;
      }
      const found = resolve(key, options);
      if (found !== undefined) return interpolate(found, options);
      return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
    };
  }
}
