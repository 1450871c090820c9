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
    const chosen = selectSentences(
      input.question,
      input.sources.map((source) => ({ text: source.text, heading: source.heading || null, title: source.title })),
    );
    if (chosen.length === 0) {
      yield input.texts.noAnswer;
      return;
    }
    if (!input.language.startsWith('en')) yield `${input.texts.englishNote}\n\n`;
    // Sentences of one source stay together, in the order the sources were ranked, each group cited once.
    const order = [...new Set(chosen.map((sentence) => sentence.passageIndex))];
    for (const [at, passageIndex] of order.entries()) {
      const sentences = chosen
        .filter((sentence) => sentence.passageIndex === passageIndex)
        .sort((a, b) => a.sentenceIndex - b.sentenceIndex);
      const number = input.sources[passageIndex]?.number ?? passageIndex + 1;
      for (const [index, sentence] of sentences.entries()) {
        const isLast = index === sentences.length - 1;
        yield `${sentence.text}${isLast ? ` [${number}]` : ' '}`;
      }
      if (at < order.length - 1) yield '\n\n';
    }
  },
};
