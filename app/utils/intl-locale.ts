/*
 * The locale every Intl formatter of the site is built with. A language gets one numbering
 * system, written here where its default is not settled: CLDR moved Arabic from Arabic-Indic
 * to Latin digits, so an older browser and the server could disagree (a hydration mismatch,
 * and prices in one kind of digit beside text in another). Its translation file uses the same
 * digits; app/i18n/translations.test.ts checks that.
 */
const NUMBERING_SYSTEMS: Record<string, string> = {
  // Latin digits, as Arabic-language stores and sites in the Gulf commonly show prices.
  ar: 'latn',
};

/** "ar" → "ar-u-nu-latn"; other languages unchanged. */
export function intlLocale(language: string): string {
  const numbering = NUMBERING_SYSTEMS[language.split('-')[0] ?? language];
  return numbering && !language.includes('-u-') ? `${language}-u-nu-${numbering}` : language;
}

/** The ten digits a language writes numbers with, 0 to 9. */
export function digitsOf(language: string): string {
  const format = new Intl.NumberFormat(intlLocale(language), { useGrouping: false });
  return Array.from({ length: 10 }, (_, digit) => format.format(digit)).join('');
}
