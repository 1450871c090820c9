import type { AssistantProvider } from './provider';
import { selectSentences } from './sentence-selection';

/*
 * The built-in provider (issue 38): the answer is the sentences of the best passages that
 * answer the question, quoted as our pages write them, each group cited with its source's
 * number. It cannot say what our pages do not say, needs no key and no network, and is fast
 * enough to stream sentence by sentence. When no sentence answers, it says so plainly.
 */
export const builtInProvider: AssistantProvider = {
  id: 'built-in',
  model: 'built-in',
  async *streamAnswer(input) {
    // Each passage on its own (its heading is its context), remembering whose page it is.
    const passages = input.sources.flatMap((source) =>
      source.parts.map((part) => ({
        text: part.text,
        heading: part.heading || null,
        title: source.title,
        number: source.number,
      })),
    );
    const chosen = selectSentences(input.question, passages);
    if (chosen.length === 0) {
      yield input.texts.noAnswer;
      return;
    }
    if (!input.language.startsWith('en')) yield `${input.texts.englishNote}\n\n`;
    // Sentences of one page stay together, in the order the pages were ranked, each group cited once.
    const numberOf = (passageIndex: number) => passages[passageIndex]?.number ?? passageIndex + 1;
    const order = [...new Set(chosen.map((sentence) => numberOf(sentence.passageIndex)))];
    for (const [at, number] of order.entries()) {
      const sentences = chosen
        .filter((sentence) => numberOf(sentence.passageIndex) === number)
        .sort((a, b) => a.passageIndex - b.passageIndex || a.sentenceIndex - b.sentenceIndex);
      for (const [index, sentence] of sentences.entries()) {
        const isLast = index === sentences.length - 1;
        yield `${sentence.text}${isLast ? ` [${number}]` : ' '}`;
      }
      if (at < order.length - 1) yield '\n\n';
    }
  },
};
