import type { AssistantSource } from '~/db/schema/assistant';
import type { Actor } from '~/utils/actor';
import { getLogger } from '~/utils/logger.server';
import { citedNumbers } from './citations';
import { recordExchange } from './conversations.server';
import type { AssistantProvider, TokenUsage } from './provider';
import { logQuestion } from './question-log.server';

/*
 * What happens to a question once it is answered (issue 38): the question log gets its line
 * (redacted, with outcome, sources, provider, timings and tokens) and, for a signed-in person,
 * the question and answer join their conversation. The endpoint starts a record when the question
 * arrives, marks the first piece sent, and finishes it with the whole answer; finishing answers the
 * conversation's id for the panel. Neither write may turn a good answer into an error.
 */

export type QuestionRecord = {
  onUsage: (usage: TokenUsage) => void;
  /** The first piece of the answer has gone out. */
  markFirstPiece: () => void;
  /** Writes the log line and keeps the exchange; answers the conversation's id and the sources the answer cited. */
  finish: (result: {
    content: string;
    isFailed: boolean;
  }) => Promise<{ conversationId: string | null; cited: AssistantSource[] }>;
};

export function startQuestionRecord({
  actor,
  conversationId,
  question,
  language,
  provider,
  sources,
  declineReason,
  noAnswerText,
  offersAction,
}: {
  actor: Actor | null;
  conversationId: string | null;
  question: string;
  language: string;
  provider: AssistantProvider;
  sources: AssistantSource[];
  declineReason: string | null;
  /** What the built-in provider says when nothing answers: such an answer found no source. */
  noAnswerText: string;
  /** An action was offered: it answers the question even where no page did ("where is my order"). */
  offersAction: boolean;
}): QuestionRecord {
  const started = performance.now();
  let firstPieceMs: number | null = null;
  let usage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
  return {
    onUsage: (counted) => {
      usage = counted;
    },
    markFirstPiece: () => {
      firstPieceMs ??= Math.round(performance.now() - started);
    },
    async finish({ content, isFailed }) {
      // Only the pages the answer cites are its sources: the panel lists them, the log counts them.
      const numbers = citedNumbers(content);
      const cited = sources.filter((source) => numbers.has(source.number));
      const outcome = isFailed
        ? 'failed'
        : declineReason
          ? 'declined'
          : offersAction || (cited.length > 0 && content.trim() !== noAnswerText.trim())
            ? 'answered'
            : 'no-source';
      const log = logQuestion({
        question,
        outcome,
        declineReason,
        sources: cited,
        provider: provider.id,
        model: provider.model,
        language,
        signedIn: actor !== null,
        firstPieceMs,
        totalMs: Math.round(performance.now() - started),
        ...usage,
      }).catch((error: unknown) => getLogger().warn({ err: error }, 'the question log could not be written'));
      const kept =
        actor && !isFailed && content.trim()
          ? recordExchange({
              actor,
              conversationId,
              question,
              answer: content,
              sources: outcome === 'answered' ? sources : [],
            }).catch((error: unknown) => {
              getLogger().warn({ err: error }, 'the conversation could not be kept');
              return null;
            })
          : Promise.resolve(null);
      const [, id] = await Promise.all([log, kept]);
      return { conversationId: id, cited };
    },
  };
}
