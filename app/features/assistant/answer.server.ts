import type { ChatMessage } from './chat.schema';
import { declineFor } from './decline-rules';
import { isFollowUp } from './follow-up';
import { removeInjectedSentences } from './injection';
import type { AnswerInput, AssistantProvider, SourcePassage } from './provider';
import { type RetrievedPassage, retrieveHybrid } from './retrieve.server';

/*
 * One answer of Verde AI (issue 38): a question that must be declined is declined before
 * anything is looked up; otherwise the knowledge index gives the passages that answer it best,
 * one per page (so an answer cites pages, not fragments of one), cleared of any sentence that
 * reads as an instruction (retrieved text is data, never obeyed), and the provider writes the
 * answer from them. The caller streams the pieces and lists the sources beside them.
 */

/** Pages an answer may cite. */
export const SOURCES_MAX = 4;

export type PreparedAnswer =
  | { kind: 'declined'; reason: 'medical' | 'legal' | 'dangerous'; messageKey: string; pointerPath: string | null }
  | { kind: 'answer'; question: string; sources: SourcePassage[]; pieces: AsyncIterable<string> };

/** The question as retrieval reads it: the new message, with the one before it when the new one is a follow-up ("and in winter?"). */
function questionOf(messages: readonly ChatMessage[]): { question: string; retrievalText: string } {
  const users = messages.filter((message) => message.role === 'user');
  const question = users.at(-1)?.content ?? '';
  const previous = users.at(-2)?.content;
  return { question, retrievalText: previous !== undefined && isFollowUp(question) ? `${previous} ${question}` : question };
}

/** Passages of one page an answer may draw on: a page's best two say more than its best one alone. */
const PASSAGES_PER_SOURCE = 2;

/** The best pages, best first, at most SOURCES_MAX, each with the words of its best passages. */
export function sourcesFrom(passages: readonly RetrievedPassage[]): SourcePassage[] {
  const byPath = new Map<string, RetrievedPassage[]>();
  for (const passage of passages) {
    const group = byPath.get(passage.path) ?? [];
    if (group.length < PASSAGES_PER_SOURCE) group.push(passage);
    byPath.set(passage.path, group);
  }
  const sources: SourcePassage[] = [];
  for (const [path, group] of byPath) {
    const parts = group
      .map((passage) => ({ heading: passage.heading, text: removeInjectedSentences(passage.text).text.trim() }))
      .filter((part) => part.text);
    const first = group[0];
    if (parts.length === 0 || !first) continue;
    const text = parts.map((part) => part.text).join('\n\n');
    sources.push({ number: sources.length + 1, title: first.title, path, heading: first.heading, text, parts });
    if (sources.length === SOURCES_MAX) break;
  }
  return sources;
}

export async function prepareAnswer({
  messages,
  language,
  provider,
  texts,
  onUsage,
  signal,
}: {
  messages: readonly ChatMessage[];
  language: string;
  provider: AssistantProvider;
  texts: AnswerInput['texts'];
  onUsage?: AnswerInput['onUsage'];
  signal?: AbortSignal;
}): Promise<PreparedAnswer> {
  const { question, retrievalText } = questionOf(messages);
  const decline = declineFor(question);
  if (decline)
    return { kind: 'declined', reason: decline.kind, messageKey: decline.messageKey, pointerPath: decline.pointerPath ?? null };
  const sources = sourcesFrom(await retrieveHybrid({ question: retrievalText, limit: 16 }));
  const history = messages.slice(0, -1).map(({ role, content }) => ({ role, content }));
  return {
    kind: 'answer',
    question,
    sources,
    pieces: provider.streamAnswer({ question, history, sources, language, texts, onUsage }, signal),
  };
}
