/*
 * The site's translator (decision 0058): the part of i18next this app used, in a few hundred
 * bytes of the browser's first load instead of 16 KiB. One namespace of nested keys per
 * translation file; `{{name}}` values; plural forms by the language's own rules (`key_one`,
 * `key_other`, …, and `key_zero` for a count of 0 in any language); `context` (`key_male`); a
 * `defaultValue`; a missing key shows the key text (SPEC §8). Nothing else (no nesting with
 * `$t()`, no formatters, no escaping: React escapes what it renders).
 *
 * A page starts with only its own strings (decision 0062): the server notes every key its render
 * asks for and writes those strings at the end of the page (`page-strings.server.ts`), so the
 * browser hydrates without fetching the whole file first. The whole file follows once the
 * page is up; a key the page's strings lack before then shows as nothing and fills in when it
 * arrives (`onIncomplete`).
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

/**
 * What a server render embeds for the browser: the strings of the keys the page used (with
 * their plural and context forms), and the keys it asked for that the file lacks.
 */
export type PageStrings = { strings: TranslationBundle; absent: string[] };

type LanguageListener = (language: string) => void;

/** One language's strings, and whether they are the whole file or only a page's. */
type LanguageState = {
  bundle: TranslationBundle;
  complete: boolean;
  /** Keys known to be missing from the whole file (so a page's strings need not wait for it). */
  absent: Set<string>;
  /** The text of each plain label after its first call. */
  plain: Map<string, string>;
};

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The value at a dotted key (`nav.search`), or undefined. */
export function lookup(bundle: TranslationBundle, key: string): unknown {
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
  /** Changes whenever what the translator answers changes (language, or the whole file arriving). */
  revision = 0;
  /** The current language's translation function (follows `changeLanguage`). */
  t: TFunction;
  /**
   * Called, once per language, when a key is asked of a language that has only a page's
   * strings; the browser then fetches the whole file (`i18n.client.ts`).
   */
  onIncomplete: ((language: string) => void) | undefined;
  private readonly states = new Map<string, LanguageState>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<LanguageListener>();
  private readonly site: SiteVariables | undefined;
  /** Languages whose page strings lacked a key asked for since: the whole file re-renders them. */
  private readonly waiting = new Set<string>();

  /** `page`: the bundle is only a page's strings (decision 0062), with the keys the file lacks. */
  constructor(language: string, bundle: TranslationBundle, site?: SiteVariables, page?: { absent: string[] }) {
    this.language = language;
    this.site = site;
    this.states.set(language, {
      bundle,
      complete: page === undefined,
      absent: new Set(page?.absent),
      plain: new Map(),
    });
    this.t = (key, options) => this.getFixedT(this.language)(key, options);
  }

  /** Whether the whole file of `language` is here (not only a page's strings). */
  hasBundle(language: string): boolean {
    return this.states.get(language)?.complete === true;
  }

  /**
   * Whether the current language's whole file is here. When it is not, asks for it (once) and
   * re-renders the page when it comes: for what mounts on demand (a menu, a dialog, a toast),
   * which waits for it instead of showing labels that are still missing.
   */
  wholeFile(): boolean {
    if (this.hasBundle(this.language)) return true;
    this.waiting.add(this.language);
    this.onIncomplete?.(this.language);
    return false;
  }

  /** Adds a language's whole file; a page that showed a key as missing meanwhile re-renders. */
  addBundle(language: string, bundle: TranslationBundle) {
    const state = this.states.get(language);
    if (state) {
      state.bundle = bundle;
      state.complete = true;
      state.plain.clear();
    } else {
      this.states.set(language, { bundle, complete: true, absent: new Set(), plain: new Map() });
    }
    // A new function, so what components memoised on the old one is worked out again.
    this.fixed.delete(language);
    if (this.waiting.delete(language) && language === this.language) this.announce();
  }

  changeLanguage(language: string) {
    if (language === this.language) return;
    this.language = language;
    this.announce();
  }

  /** Calls `listener` after each change of language or strings; returns the unsubscribe. */
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

  /** The strings of a language as loaded (the whole file, or a page's strings). */
  bundleOf(language: string): TranslationBundle | undefined {
    return this.states.get(language)?.bundle;
  }

  private announce() {
    this.revision++;
    for (const listener of this.listeners) listener(this.language);
  }

  private makeT(language: string): TFunction {
    const plurals = pluralRulesFor(language);
    const site = this.site;
    // Read at each call, so a function made from a page's strings answers from the whole file once it is here.
    const state = () => this.states.get(language);

    const interpolate = (text: string, options: TOptions | undefined) =>
      text.includes('{{')
        ? text.replace(PLACEHOLDER, (match, name: string) => {
            const value = options?.[name] ?? site?.[name as keyof SiteVariables];
            // As i18next did: a value not given leaves its placeholder (the every-page test finds it).
            return value === undefined || value === null ? match : String(value);
          })
        : text;

    const resolve = (bundle: TranslationBundle, key: string, options: TOptions | undefined): string | undefined => {
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

    /** A key this language's strings lack: the key text, or nothing until the whole file is here. */
    const missing = (current: LanguageState | undefined, key: string, options: TOptions | undefined) => {
      if (current && !current.complete && !current.absent.has(key)) {
        this.waiting.add(language);
        this.onIncomplete?.(language);
        return '';
      }
      return options?.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
    };

    return (key, options) => {
      const current = state();
      const bundle = current?.bundle ?? {};
      if (options === undefined) {
        const known = current?.plain.get(key);
        if (known !== undefined) return known;
        const found = resolve(bundle, key, undefined);
        if (found === undefined) return missing(current, key, undefined);
        // Only keys the bundle has are kept, so a key made from a request cannot grow the map.
        const text = interpolate(found, undefined);
        current?.plain.set(key, text);
        return text;
      }
      const found = resolve(bundle, key, options);
      if (found !== undefined) return interpolate(found, options);
      return missing(current, key, options);
    };
  }
}
