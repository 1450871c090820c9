/*
 * The words that carry a question's meaning, reduced to a common form on both sides ("composting
 * tomatoes" meets "compost a tomato"). A small suffix stripper rather than a stemming library:
 * it only has to make the same word's forms agree within one answer, not be linguistically right,
 * and it must run in the browser and in the composer with nothing to load.
 */

/** Words too common to say what a question is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but ' +
    'by can cannot could did do does doing done down during each else ever every few for from further get gets getting got had has ' +
    'have having he her here hers herself him himself his how however i if in into is it its itself just let lets like me might ' +
    'more most much must my myself no nor not now of off on once one only or other ought our ours ourselves out over own please ' +
    'quite rather really same shall she should so some such than thank thanks that the their theirs them themselves then there ' +
    'these they thing things this those though through to too under until up upon us very was way we were what whats when where ' +
    'whether which while who whom whose why will with within without would yes yet you your yours yourself yourselves ' +
    'hi hello hey im ive id dont doesnt didnt cant wont isnt arent tell know want wanted anyone someone something anything ' +
    'pls plz ok okay kind sort lot lots bit many may maybe need needs say said use using used best good'
  ).split(' '),
);

/** Lower-case words without accents; an apostrophe's "s" and "t" go with it ("soil's" is "soil", "don't" is "dont"). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]s\b/g, '')
      .replace(/['’]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

const VOWEL = /[aeiouy]/;

function undouble(word: string): string {
  return /([bdfgmnprt])\1$/.test(word) ? word.slice(0, -1) : word;
}

/** A word's common form: plural, -ing, -ed and -ly endings off, a final "e" dropped. */
export function stem(word: string): string {
  let base = word;
  if (base.length <= 3 || /^\d/.test(base)) return base;
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('ied') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(base)) {
    // glass, humus, analysis: not plurals
  } else if (/(?:sses|xes|zes|ches|shes|oes)$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('s')) base = base.slice(0, -1);

  if (base.endsWith('ing') && VOWEL.test(base.slice(0, -3)) && base.length > 5) base = undouble(base.slice(0, -3));
  else if (base.endsWith('ed') && !base.endsWith('eed') && VOWEL.test(base.slice(0, -2)) && base.length > 4)
    base = undouble(base.slice(0, -2));
  else if (base.endsWith('ly') && base.length > 5) base = base.slice(0, -2);

  if (base.endsWith('e') && base.length > 3) base = base.slice(0, -1);
  // "leaves" and "leaf", "knives" and "knife" meet at "v".
  if (base.endsWith('ve') || (base.endsWith('f') && !base.endsWith('ff'))) base = `${base.replace(/(?:ve|f)$/, '')}v`;
  return base;
}

/** The distinct meaningful stems of a text, in the order they first appear. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenize(text)) {
    if (STOP_WORDS.has(word) || word.length < 2) continue;
    terms.add(stem(word));
  }
  return [...terms];
}

/**
 * One slip of a typing finger apart: a letter added, dropped, changed, or two neighbours swapped
 * ("compsot", "tomatos", "wter"). Short words are left alone: "pot" and "pit" are different words.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4 || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  return grams;
}

/** Long words misspelt more than once ("vermicomposing", "fertiliser" for "fertilizer") still share most trigrams. */
export function isTrigramClose(a: string, b: string, threshold = 0.55): boolean {
  if (Math.min(a.length, b.length) < 6) return false;
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return (2 * shared) / (left.size + right.size) >= threshold;
}
