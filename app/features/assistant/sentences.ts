/*
 * Sentence boundaries in plain English text, shared by passage splitting (a passage never cuts
 * a sentence), sentence selection (an answer is made of whole sentences) and the injection
 * filter (which drops whole sentences). A regular expression over the full stop alone would cut
 * "e.g. a spade" and "2.5 kg", which our guides are full of.
 */

/** Words that end in a full stop without ending the sentence, compared lower-case without the stop. */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'eg',
  'ie',
  'cf',
  'vs',
  'approx',
  'ca',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'no',
  'nos',
  'fig',
  'vol',
  'min',
  'max',
  'tbsp',
  'tsp',
  'oz',
  'lb',
  'lbs',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/** Closing quotes and brackets that belong to the sentence before the break. */
const CLOSERS = new Set(['"', "'", ')', ']', '’', '”', '»']);

function isBreakAfter(text: string, stop: number): boolean {
  const char = text[stop];
  if (char !== '.') return true;
  // The word the full stop ends, as far back as the previous space.
  const before = text.slice(0, stop);
  const word = (/(\S+)$/.exec(before)?.[1] ?? '').replace(/^[("'“‘[]+/, '');
  if (ABBREVIATIONS.has(word.toLowerCase())) return false;
  // An initial ("J. Smith") or a dotted abbreviation ("U.S.") is not a sentence end.
  if (/^(?:[A-Z]\.)*[A-Z]$/.test(word)) return false;
  return true;
}

/** The text's sentences, trimmed, each with its own end punctuation; whitespace runs become one space. */
export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const sentences: string[] = [];
  let start = 0;
  for (let index = 0; index < flat.length; index++) {
    const char = flat[index];
    if (char !== '.' && char !== '!' && char !== '?') continue;
    let end = index + 1;
    // Runs like "?!" or "..." end together.
    while (end < flat.length && '.!?'.includes(flat[end] ?? '')) end++;
    while (end < flat.length && CLOSERS.has(flat[end] ?? '')) end++;
    if (end < flat.length && flat[end] !== ' ') {
      index = end - 1;
      continue;
    }
    // A lower-case word after the stop continues the sentence ("approx. two", "etc. and").
    const next = flat.slice(end + 1, end + 2);
    const isContinued = next !== '' && next === next.toLowerCase() && next !== next.toUpperCase();
    if (end === flat.length || (!isContinued && isBreakAfter(flat, index))) {
      const sentence = flat.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
    index = end - 1;
  }
  const rest = flat.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** Words of a sentence, for length budgets. */
export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}
