import { and, gte, lt, ne, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { type AssistantOutcome, type AssistantSource, assistantQuestions } from '~/db/schema/assistant';
import type { ProviderId } from './provider';
import { redactPersonalDetails } from './redact';

/*
 * The question log (issue 38): each question, with personal details taken out, how it went, the
 * sources it used, the provider, the time it took and the tokens an external provider counted.
 * The admin screen reads it (what found no source, latency, cost); the daily token budget sums it.
 * Written after the answer, outside the request's critical path; a failure to write it is logged
 * and never turns an answer into an error.
 */

/** How long questions are kept: long enough to see a trend and write the missing guides. */
export const QUESTION_LOG_DAYS = 90;

export type QuestionLogEntry = {
  question: string;
  outcome: AssistantOutcome;
  declineReason?: string | null;
  sources: AssistantSource[];
  provider: ProviderId;
  model: string;
  language: string;
  signedIn: boolean;
  firstPieceMs: number | null;
  totalMs: number;
  promptTokens: number;
  completionTokens: number;
};

export async function logQuestion(entry: QuestionLogEntry): Promise<void> {
  await getDb()
    .insert(assistantQuestions)
    .values({ ...entry, question: redactPersonalDetails(entry.question), declineReason: entry.declineReason ?? null });
}

/** The start of today in UTC: the daily budget's day. */
export const startOfUtcDay = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Tokens an external provider has used since midnight UTC. */
export async function externalTokensToday(now = new Date()): Promise<number> {
  const [row] = await getDb()
    .select({
      tokens: sql<number>`coalesce(sum(${assistantQuestions.promptTokens} + ${assistantQuestions.completionTokens}), 0)::int`,
    })
    .from(assistantQuestions)
    .where(and(gte(assistantQuestions.createdAt, startOfUtcDay(now)), ne(assistantQuestions.provider, 'built-in')));
  return row?.tokens ?? 0;
}

/** Forgets questions older than QUESTION_LOG_DAYS (a daily job). */
export async function pruneQuestionLog(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - QUESTION_LOG_DAYS * 86_400_000);
  const removed = await getDb()
    .delete(assistantQuestions)
    .where(lt(assistantQuestions.createdAt, before))
    .returning({ id: assistantQuestions.id });
  return removed.length;
}
