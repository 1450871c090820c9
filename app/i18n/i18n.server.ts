import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readCookie } from '~/utils/cookies';
import { getSiteConfig } from '~/utils/site.server';
import { fetchTranslations, type TranslationBundle } from './i18n';
import {
  directionOf,
  isLanguageCode,
  LANGUAGE_COOKIE,
  negotiateLanguage,
  pageLanguageOf,
  resolveTranslationFile,
} from './languages';
import { type TFunction, Translator } from './translator';

type LoadedFile = { bundle: TranslationBundle; version: string };

const translationsDir = path.resolve(process.cwd(), 'public/i18n');
const cache = new Map<string, Promise<LoadedFile>>();

async function readTranslationFile(file: string): Promise<LoadedFile> {
  if (!/^[a-z]{2,3}(-[A-Z]{2})?$/.test(file)) throw new Error(`Bad translation file name ${file}`);
  const text = await fs.readFile(path.join(translationsDir, `${file}.json`), 'utf8');
  return { bundle: JSON.parse(text) as TranslationBundle, version: createHash('sha256').update(text).digest('hex').slice(0, 12) };
}

function loadFile(file: string): Promise<LoadedFile> {
  let entry = cache.get(file);
  if (!entry) {
    // Translation files are immutable for the life of the process.
    entry = readTranslationFile(file);
    entry.catch(() => cache.delete(file));
    cache.set(file, entry);
  }
  return entry;
}

export type RequestLanguage = {
  /** The visitor's chosen or negotiated language code (one of LANGUAGES). */
  code: string;
  /** The translation file used; English when the language has no file yet. */
  file: string;
  /** The language the page is written in, for <html lang>. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** Cache-busting version of the file, for /i18n/{file}.json?v= */
  version: string;
  i18n: Translator;
  t: TFunction;
};

const perRequest = new WeakMap<Request, Promise<RequestLanguage>>();

// One translator per translation file. Each is created with its language and never switched,
// so concurrent requests can share it safely.
const instances = new Map<string, Translator>();

function instanceFor(file: string, bundle: TranslationBundle): Translator {
  let instance = instances.get(file);
  if (!instance) {
    // {{siteName}} works in any string (titles, descriptions, menus), not only where a caller passed it.
    instance = new Translator(file, bundle, { siteName: getSiteConfig().name });
    // An empty bundle means even English failed to load; try again next time.
    if (Object.keys(bundle).length > 0) instances.set(file, instance);
  }
  return instance;
}

export function languageCodeFor(request: Request): string {
  const fromCookie = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE);
  if (isLanguageCode(fromCookie)) return fromCookie;
  return negotiateLanguage(request.headers.get('accept-language'));
}

async function resolveRequestLanguage(request: Request): Promise<RequestLanguage> {
  const code = languageCodeFor(request);
  const wanted = resolveTranslationFile(code);
  const { file, bundle } = await fetchTranslations(wanted, async (candidate) => (await loadFile(candidate)).bundle);
  const version = (await loadFile(file).catch(() => ({ version: '0' }))).version;
  // The page is in the visitor's language only if that language's own file was read.
  const htmlLang = pageLanguageOf(code, file);
  const i18n = instanceFor(file, bundle);
  return { code, file, htmlLang, dir: directionOf(htmlLang), version, i18n, t: i18n.t };
}

/** The visitor's language for this request, computed once per request. */
export function getRequestLanguage(request: Request): Promise<RequestLanguage> {
  let entry = perRequest.get(request);
  if (!entry) {
    entry = resolveRequestLanguage(request);
    perRequest.set(request, entry);
  }
  return entry;
}

/** A translator for a language code outside a request (emails, background jobs). */
export async function getTranslator(code: string): Promise<{ code: string; htmlLang: string; dir: 'ltr' | 'rtl'; t: TFunction }> {
  const safeCode = isLanguageCode(code) ? code : 'en';
  const { file, bundle } = await fetchTranslations(
    resolveTranslationFile(safeCode),
    async (candidate) => (await loadFile(candidate)).bundle,
  );
  const htmlLang = pageLanguageOf(safeCode, file);
  return { code: safeCode, htmlLang, dir: directionOf(htmlLang), t: instanceFor(file, bundle).t };
}
