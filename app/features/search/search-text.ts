/**
 * The query language of search (decision 0039), shared by the database queries, the guide
 * ranking and the highlighting, so that what is found and what is marked agree. Pure, so the
 * browser uses it too (the header's suggestions highlight what you typed).
 */

/** Longer queries are cut: nobody types more, and each term costs the database work. */
export const SEARCH_QUERY_MAX = 100;

/** Suggestions start at this many characters; one letter matches half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;

const MAX_TERMS = 8;
const WORD = /[\p{L}\p{N}]+/gu;

/** The query as typed, trimmed and cut to the longest we search for. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

/**
 * The distinct words of a query, lower-case, of two or more letters or digits. Everything else
 * (quotes, operators, punctuation) separates words and is dropped: no term can carry syntax
 * into SQL, a tsquery or a regular expression.
 */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().normalize('NFKC').match(WORD) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2))].slice(0, MAX_TERMS);
}

/**
 * The phrases of a query put in double quotes (`"raised bed"`), each as its words, in order:
 * a result must have each phrase's words side by side. Single words in quotes are just words.
 */
export function quotedPhrases(query: string): string[][] {
  const phrases: string[][] = [];
  for (const found of query.matchAll(/"([^"]+)"/g)) {
    const words = found[1]?.toLowerCase().normalize('NFKC').match(WORD) ?? [];
    if (words.length >= 2) phrases.push(words.slice(0, MAX_TERMS));
  }
  return phrases.slice(0, 2);
}

/** Weights of a tsvector (A highest); a tsquery may look at some of them only. */
export type TsWeights = 'A' | 'AB' | 'ABC';

/**
 * A tsquery where every term must match as a prefix ("tomato:* & seed:*"), so a word still
 * being typed finds its completions; with weights, only in those parts ("tomato:*AB"). Null
 * when there is nothing to look for.
 */
export function prefixTsQuery(terms: readonly string[], weights: TsWeights | '' = ''): string | null {
  return terms.length > 0 ? terms.map((term) => `${term}:*${weights}`).join(' & ') : null;
}

const ENGLISH_SUFFIXES = ['ing', 'es', 'ed', 's'];

/**
 * The shorter forms of a term a highlighted word may start with: "composting" marks "compost",
 * "tomatoes" marks "tomato". A rough echo of the database's English stemming, for marking
 * only; the database decides what matches.
 */
function stemsOf(term: string): string[] {
  const stems = [term];
  for (const suffix of ENGLISH_SUFFIXES) {
    if (term.length - suffix.length >= 4 && term.endsWith(suffix)) stems.push(term.slice(0, -suffix.length));
  }
  return stems;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  return grams;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams (0 to 1). */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigramsOf(a.toLowerCase());
  const right = trigramsOf(b.toLowerCase());
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** Two words this similar are taken for a typo of each other ("compst", "compost": 0.5). */
export const TYPO_SIMILARITY = 0.5;

/** Typos are only guessed for words this long: short words are too alike by chance. */
const TYPO_MIN_LENGTH = 4;

export type WordMatch = 'exact' | 'typo';

/**
 * How a word of a text matches a term: it starts with the term or one of its stems ("exact"),
 * or looks like a typo of it, or not at all (null). Words are compared in lower case.
 */
export function matchWord(word: string, term: string, { allowTypos = true } = {}): WordMatch | null {
  const lower = word.toLowerCase();
  if (stemsOf(term).some((stem) => lower.startsWith(stem))) return 'exact';
  if (!allowTypos || term.length < TYPO_MIN_LENGTH) return null;
  // Like pg_trgm's word similarity, compare with the word's start too: "compst" is a typo of the
  // "compost" in "composting".
  const start = lower.slice(0, term.length + 1);
  if (trigramSimilarity(lower, term) >= TYPO_SIMILARITY || trigramSimilarity(start, term) >= TYPO_SIMILARITY) return 'typo';
  return null;
}

export type TextSegment = { text: string; isMatch: boolean };

/**
 * The text cut into plain and matching pieces, for `<mark>`: each word that matches a term is
 * marked whole. The pieces are text, rendered as text, so nothing in a product name or a query
 * can become markup.
 */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, isMatch: false }];
  const segments: TextSegment[] = [];
  let plainFrom = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    if (!terms.some((term) => matchWord(word, term) !== null)) continue;
    const at = found.index ?? 0;
    const gap = text.slice(plainFrom, at);
    const previous = segments.at(-1);
    // "Tomato Seeds" for "tomato seeds": one mark over both words, not two with a gap.
    if (previous?.isMatch && /^\s*$/.test(gap)) previous.text += gap + word;
    else {
      if (gap) segments.push({ text: gap, isMatch: false });
      segments.push({ text: word, isMatch: true });
    }
    plainFrom = at + word.length;
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), isMatch: false });
  return segments;
}

/**
 * Where the first word matching a term starts, or -1. Exact (stem or prefix) matches only: the
 * search has already read a mistyped word as the word it found (decision 0077), and guessing
 * typos word by word through a long body cost more than the query itself.
 */
export function firstMatchIndex(text: string, terms: readonly string[]): number {
  // matchWord without typos, with each term's stems worked out once rather than for every word
  // of a long body (a body that matched by its title only is read to its end).
  const stems = [...new Set(terms.flatMap((term) => stemsOf(term)))];
  if (stems.length === 0) return -1;
  for (const found of text.matchAll(WORD)) {
    const lower = found[0].toLowerCase();
    if (stems.some((stem) => lower.startsWith(stem))) return found.index ?? 0;
  }
  return -1;
}

const ELLIPSIS = '…';

/** The index of the first word that starts at or after `from` (text.length when none does). */
function nextWordStart(text: string, from: number): number {
  const rest = /\s+(?=\S)/g;
  rest.lastIndex = from;
  if (from === 0 || /\s/.test(text[from - 1] ?? '')) return from;
  const found = rest.exec(text);
  return found ? found.index + found[0].length : text.length;
}

/** The end of the last whole word that ends at or before `to`. */
function previousWordEnd(text: string, to: number): number {
  if (to >= text.length) return text.length;
  if (/\s/.test(text[to] ?? '')) return to;
  const space = text.lastIndexOf(' ', to);
  return space > 0 ? space : to;
}

/**
 * A passage of at most about `maxLength` characters around the first match, starting at a word
 * boundary (at the start of its sentence when that is near) and ending at one, with an ellipsis
 * where text was left out. Without a match, the opening of the text.
 */
export function snippetAround(source: string, terms: readonly string[], maxLength = 180): string {
  const text = source.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const match = firstMatchIndex(text, terms);
  let start = 0;
  if (match > maxLength / 3) {
    // Keep about a third of the passage before the match, for context.
    const earliest = match - Math.floor(maxLength / 3);
    let sentenceStart = -1;
    for (const end of text.slice(earliest, match).matchAll(/[.!?]\s+/g)) sentenceStart = earliest + end.index + end[0].length;
    start = sentenceStart === -1 ? Math.min(nextWordStart(text, earliest), match) : sentenceStart;
  }
  const end = previousWordEnd(text, start + maxLength);
  const passage = text.slice(start, end).replace(/[\s,;:]+$/, '');
  return `${start > 0 ? ELLIPSIS : ''}${passage}${end < text.length ? ELLIPSIS : ''}`;
}
