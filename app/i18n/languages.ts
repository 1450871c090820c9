/**
 * The display languages offered to visitors (SPEC §3) and the translation file each
 * one reads (SPEC §7). Names are written in the language itself, as a speaker would
 * look for it.
 */
export type LanguageOption = {
  code: string;
  name: string;
  flag: string;
  countryCode: string;
};

const flagOf = (countryCode: string) =>
  String.fromCodePoint(...[...countryCode.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

const option = (code: string, name: string, countryCode: string): LanguageOption => ({
  code,
  name,
  flag: flagOf(countryCode),
  countryCode,
});

export const DEFAULT_LANGUAGE = 'en';

export const LANGUAGES: readonly LanguageOption[] = [
  option('en', 'English (US)', 'US'),
  option('en-GB', 'English (UK)', 'GB'),
  option('en-CA', 'English (Canada)', 'CA'),
  option('en-AU', 'English (Australia)', 'AU'),
  option('en-NZ', 'English (New Zealand)', 'NZ'),
  option('en-ZA', 'English (South Africa)', 'ZA'),
  option('en-JM', 'English (Jamaica)', 'JM'),
  option('en-BS', 'English (Bahamas)', 'BS'),
  option('en-BB', 'English (Barbados)', 'BB'),
  option('en-TT', 'English (Trinidad & Tobago)', 'TT'),
  option('es', 'Español (España)', 'ES'),
  option('es-MX', 'Español (México)', 'MX'),
  option('es-AR', 'Español (Argentina)', 'AR'),
  option('es-CO', 'Español (Colombia)', 'CO'),
  option('es-CL', 'Español (Chile)', 'CL'),
  option('es-PE', 'Español (Perú)', 'PE'),
  option('es-VE', 'Español (Venezuela)', 'VE'),
  option('es-CU', 'Español (Cuba)', 'CU'),
  option('es-DO', 'Español (República Dominicana)', 'DO'),
  option('es-PR', 'Español (Puerto Rico)', 'PR'),
  option('fr', 'Français (France)', 'FR'),
  option('fr-CA', 'Français (Canada)', 'CA'),
  option('fr-BE', 'Français (Belgique)', 'BE'),
  option('fr-CH', 'Français (Suisse)', 'CH'),
  option('pt', 'Português (Portugal)', 'PT'),
  option('pt-BR', 'Português (Brasil)', 'BR'),
  option('de', 'Deutsch', 'DE'),
  option('it', 'Italiano', 'IT'),
  option('nl', 'Nederlands', 'NL'),
  option('sv', 'Svenska', 'SE'),
  option('no', 'Norsk', 'NO'),
  option('da', 'Dansk', 'DK'),
  option('fi', 'Suomi', 'FI'),
  option('pl', 'Polski', 'PL'),
  option('tr', 'Türkçe', 'TR'),
  option('ru', 'Русский', 'RU'),
  option('hi', 'हिन्दी', 'IN'),
  option('zh', '中文', 'CN'),
  option('ja', '日本語', 'JP'),
  option('ko', '한국어', 'KR'),
  option('th', 'ไทย', 'TH'),
  option('vi', 'Tiếng Việt', 'VN'),
  option('fil', 'Filipino', 'PH'),
  option('ms', 'Bahasa Melayu', 'MY'),
  option('id', 'Bahasa Indonesia', 'ID'),
  option('ar', 'العربية', 'SA'),
  option('he', 'עברית', 'IL'),
  option('fa', 'فارسی', 'IR'),
  option('sw', 'Kiswahili', 'KE'),
  option('am', 'አማርኛ', 'ET'),
  option('ig', 'Igbo', 'NG'),
  option('ha', 'Hausa', 'NG'),
  option('yo', 'Yorùbá', 'NG'),
  option('fr-HT', 'Kreyòl ayisyen', 'HT'),
  option('pa', 'ਪੰਜਾਬੀ', 'IN'),
  option('ur', 'اردو', 'PK'),
  option('bn', 'বাংলা', 'BD'),
  option('ta', 'தமிழ்', 'IN'),
  option('te', 'తెలుగు', 'IN'),
];

const CODES = new Set(LANGUAGES.map((language) => language.code));

/** Regional variants that read another variant's file (SPEC §7); any other code reads its own. */
const FILE_ALIASES: Record<string, string> = {
  'es-CO': 'es',
  'es-CL': 'es',
  'es-PE': 'es',
  'es-VE': 'es',
  'es-CU': 'es',
  'es-DO': 'es',
  'es-PR': 'es',
  'fr-CA': 'fr',
  'fr-BE': 'fr',
  'fr-CH': 'fr',
  'fr-HT': 'ht',
  'en-GB': 'en',
  'en-CA': 'en',
  'en-AU': 'en',
  'en-NZ': 'en',
  'en-ZA': 'en',
  'en-BB': 'en-BS',
  'en-TT': 'en-BS',
};

/** Translation files shipped so far; a language without its file reads the next of its chain (translationChainOf). */
export const TRANSLATION_FILES: ReadonlySet<string> = new Set(['en', 'es', 'ar']);

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export function isLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && CODES.has(value);
}

/** The file a language reads, before checking that the file exists. */
export function languageFileOf(code: string): string {
  return FILE_ALIASES[code] ?? code;
}

/**
 * The files a language may be shown from, best first: its own (or the one SPEC §7 maps it to),
 * then its base language's (es-MX reads Spanish until es-MX.json exists), then English.
 */
export function translationChainOf(code: string): string[] {
  const chain = [languageFileOf(code)];
  const base = code.split('-')[0] ?? code;
  for (const file of [languageFileOf(base), DEFAULT_LANGUAGE]) if (!chain.includes(file)) chain.push(file);
  return chain;
}

/** The file actually served for a language: the first of its chain that is shipped. */
export function resolveTranslationFile(code: string): string {
  return translationChainOf(code).find((file) => TRANSLATION_FILES.has(file)) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a page is really written in, for `<html lang>`: the visitor's own code when its
 * file (or the file SPEC §7 maps it to) was read, else the file's language (es for es-MX shown
 * in Spanish, en for German shown in English).
 */
export function pageLanguageOf(code: string, file: string): string {
  return file === languageFileOf(code) ? code : file;
}

/**
 * Whether a choice is shown in its own language (any variant of it): false for the options
 * whose translation has not been written yet, which show English meanwhile.
 */
export function isTranslated(code: string): boolean {
  const baseOf = (tag: string) => tag.split('-')[0];
  return baseOf(resolveTranslationFile(code)) === baseOf(code);
}

export function directionOf(code: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(code.split('-')[0] ?? code) ? 'rtl' : 'ltr';
}

/**
 * Picks the best offered language for an Accept-Language header: an exact match,
 * then the base language, else English.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): string {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number.parseFloat(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const base = tag.split('-')[0]?.toLowerCase();
    const baseMatch = LANGUAGES.find((language) => language.code === base);
    if (baseMatch) return baseMatch.code;
  }
  return DEFAULT_LANGUAGE;
}

export const LANGUAGE_COOKIE = 'lang';
/** Local storage key mirroring the cookie (product-specific, SPEC §3). */
export const LANGUAGE_STORAGE_KEY = 'verde.language';

/**
 * The language the store's own content is written in (products, guides, the site's pages):
 * until it is translated, an Arabic or Spanish page shows it as written.
 */
export const CONTENT_LANGUAGE = DEFAULT_LANGUAGE;

export type ContentLanguageAttributes = { lang?: string; dir: 'ltr' | 'rtl' | 'auto' };

/**
 * The attributes of content shown inside a page of any language (issue 35, point 7): its own
 * language and direction when known (an English description in an Arabic page stays left to
 * right, its full stop at the end, and is read with an English voice); `dir="auto"` for what
 * people write (reviews, bios, class descriptions), whose language is not recorded, so each
 * piece takes the direction of its first letters.
 */
export function contentLanguage(lang?: string | null): ContentLanguageAttributes {
  if (!lang) return { dir: 'auto' };
  return { lang, dir: directionOf(lang) };
}
