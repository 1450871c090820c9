import { looksLikeInjection } from './injection';
import { countWords, splitSentences } from './sentences';
import { isOneEditApart, isTrigramClose, STOP_WORDS, stem, termsOf, tokenize } from './terms';

/*
 * The built-in provider's answer: the sentences of the retrieved passages that answer the
 * question, quoted as written so every one can be cited. Extractive on purpose: it cannot say
 * anything our pages do not say.
 */

/** What selection needs of a passage (passages.ts's Passage has all of it). */
export type SelectablePassage = {
  text: string;
  /** Already split; otherwise `text` is split here. */
  sentences?: readonly string[];
  /** Headings that appear as sentences in the text: never an answer on their own. */
  headings?: readonly string[];
  heading?: string | null;
  title?: string;
};

export type SelectedSentence = {
  text: string;
  /** Which of the given passages it comes from, for its citation. */
  passageIndex: number;
  sentenceIndex: number;
  score: number;
};

export type SelectionOptions = {
  maxSentences?: number;
  maxWords?: number;
  /** The least share of the question's weight a sentence must cover. */
  minScore?: number;
};

export const SELECTION_DEFAULTS = { maxSentences: 4, maxWords: 90, minScore: 0.15 } as const;

/** A near miss (a typo) counts half: likely meant, but less sure. */
const FUZZY_WEIGHT = 0.5;
/** A question word found only in the passage's title or heading counts a little: the sentence is on that topic. */
const CONTEXT_WEIGHT = 0.15;
/** Each later passage's sentences count this much less: retrieval ranked the passages. */
const PASSAGE_DECAY = 0.12;
/** A sentence that adds no question word beyond those already chosen is worth less: it repeats. */
const REPEAT_FACTOR = 0.6;
/** A sentence scoring under this share of the best one answers a different question. */
const RELATIVE_CUTOFF = 0.6;
/** A heading covering this share of the question asks it; its first sentences answer it, at this weight. */
const HEADING_ANSWER_COVER = 0.6;
const HEADING_ANSWER_SENTENCES = 2;
const HEADING_ANSWER_WEIGHT = 0.9;
/** Shorter than this is a fragment or a label ("Agreed.", "Slow nutrients."), not an answer. */
const MIN_SENTENCE_WORDS = 4;

type Candidate = {
  text: string;
  passageIndex: number;
  sentenceIndex: number;
  words: number;
  matched: Map<string, number>;
  score: number;
};

function comparable(text: string): string {
  return tokenize(text).join(' ');
}

/** Each question term's best match among a sentence's stems: 1 exact, FUZZY_WEIGHT for a near miss. */
function matchesIn(questionTerms: readonly string[], stems: ReadonlySet<string>): Map<string, number> {
  const matched = new Map<string, number>();
  for (const term of questionTerms) {
    if (stems.has(term)) {
      matched.set(term, 1);
      continue;
    }
    for (const candidate of stems)
      if (isOneEditApart(term, candidate) || isTrigramClose(term, candidate)) {
        matched.set(term, FUZZY_WEIGHT);
        break;
      }
  }
  return matched;
}

function stemsOf(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of tokenize(text)) if (!STOP_WORDS.has(word)) stems.add(stem(word));
  return stems;
}

export function selectSentences(
  question: string,
  passages: readonly SelectablePassage[],
  options: SelectionOptions = {},
): SelectedSentence[] {
  const maxSentences = options.maxSentences ?? SELECTION_DEFAULTS.maxSentences;
  const maxWords = options.maxWords ?? SELECTION_DEFAULTS.maxWords;
  const minScore = options.minScore ?? SELECTION_DEFAULTS.minScore;
  const questionTerms = termsOf(question);
  if (!questionTerms.length || !passages.length || maxSentences <= 0) return [];

  // A passage's title and heading count as its words: "compost" is not rare just because a
  // troubleshooting table under "Composting Guide" never repeats it.
  const passageStems = passages.map((passage) =>
    stemsOf([passage.title, passage.heading, passage.text].filter(Boolean).join(' ')),
  );
  // Rarity across the given passages: a word every passage shares ("compost" in answers about
  // compost) says less about which sentence answers than one only a few have.
  const weights = new Map<string, number>();
  for (const term of questionTerms) {
    const frequency = passageStems.filter((stems) => matchesIn([term], stems).has(term)).length;
    weights.set(term, Math.log(1 + (passages.length + 1) / (frequency + 0.5)));
  }
  const totalWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0);

  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  passages.forEach((passage, passageIndex) => {
    const labels = new Set(
      [passage.title, passage.heading, ...(passage.headings ?? [])].filter((label): label is string => !!label).map(comparable),
    );
    const context = matchesIn(questionTerms, stemsOf([passage.title, passage.heading].filter(Boolean).join(' ')));
    // A heading that asks what the visitor asks (an FAQ entry: "How long does shipping take?") makes
    // the first sentences under it the answer, whatever words they use.
    const headingCover = passage.heading
      ? questionTerms.reduce(
          (sum, term) => sum + (weights.get(term) ?? 0) * (matchesIn([term], stemsOf(passage.heading ?? '')).get(term) ?? 0),
          0,
        ) / totalWeight
      : 0;
    const sentences = passage.sentences ?? splitSentences(passage.text);
    sentences.forEach((text, sentenceIndex) => {
      const key = comparable(text);
      const words = countWords(text);
      // A heading, a fragment, a question (a forum thread's own question is not its answer) or a repeat.
      if (labels.has(key) || words < MIN_SENTENCE_WORDS || text.trim().endsWith('?') || seen.has(key)) return;
      // Instructions planted in a page are data: never repeated as an answer, even with a citation.
      if (looksLikeInjection(text)) return;
      const matched = matchesIn(questionTerms, stemsOf(text));
      const answersHeading = headingCover >= HEADING_ANSWER_COVER && sentenceIndex < HEADING_ANSWER_SENTENCES;
      if (!matched.size && !answersHeading) return;
      seen.add(key);
      let covered = 0;
      for (const term of questionTerms) {
        const weight = weights.get(term) ?? 0;
        covered += weight * (matched.get(term) ?? CONTEXT_WEIGHT * (context.get(term) ?? 0));
      }
      if (answersHeading) covered = Math.max(covered, headingCover * totalWeight * HEADING_ANSWER_WEIGHT);
      const score = covered / totalWeight / (1 + PASSAGE_DECAY * passageIndex);
      if (score >= minScore) candidates.push({ text, passageIndex, sentenceIndex, words, matched, score });
    });
  });

  const top = Math.max(0, ...candidates.map((candidate) => candidate.score));
  const chosen: Candidate[] = [];
  const coveredTerms = new Set<string>();
  let wordsUsed = 0;
  const remaining = candidates.filter((candidate) => candidate.score >= top * RELATIVE_CUTOFF);
  while (chosen.length < maxSentences && remaining.length) {
    let best = -1;
    let bestValue = -1;
    remaining.forEach((candidate, index) => {
      if (wordsUsed + candidate.words > maxWords) return;
      const isNew = [...candidate.matched.keys()].some((term) => !coveredTerms.has(term));
      const value = candidate.score * (isNew ? 1 : REPEAT_FACTOR);
      // Equal values go to the earlier passage, then the earlier sentence, so answers are stable.
      if (value > bestValue) {
        best = index;
        bestValue = value;
      }
    });
    if (best < 0) break;
    const [pick] = remaining.splice(best, 1);
    if (!pick) break;
    chosen.push(pick);
    wordsUsed += pick.words;
    for (const term of pick.matched.keys()) coveredTerms.add(term);
  }

  // Read in the order the pages say it, passage by passage, rather than by score.
  chosen.sort((a, b) => a.passageIndex - b.passageIndex || a.sentenceIndex - b.sentenceIndex);
  return chosen.map(({ text, passageIndex, sentenceIndex, score }) => ({ text, passageIndex, sentenceIndex, score }));
}
