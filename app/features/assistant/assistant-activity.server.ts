import { and, count, desc, eq, gte, ilike, type SQL, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import {
  ASSISTANT_OUTCOMES,
  type AssistantOutcome,
  assistantEmbeddings,
  assistantPassages,
  assistantQuestions,
} from '~/db/schema/assistant';
import { type Actor, requireAdmin } from '~/utils/actor';
import { escapeLike } from '~/utils/like-pattern';
import { passageVector } from './embed-passages.server';
import { startOfUtcDay } from './question-log.server';

/*
 * What the admin screen shows of Verde AI (issue 38): its use day by day (questions, outcomes,
 * latency, tokens), the questions that found no source (each the title of a missing guide), the
 * question log with filters, and the knowledge index's coverage by kind of page. Admins only:
 * each read checks the actor as the route does.
 */

/** Days the usage table covers. */
export const USAGE_DAYS = 14;
export const QUESTIONS_PAGE_SIZE = 25;

export type UsageDay = {
  day: string;
  questions: number;
  answered: number;
  noSource: number;
  declined: number;
  failed: number;
  medianMs: number | null;
  p95Ms: number | null;
  firstPieceP95Ms: number | null;
  tokens: number;
};

export async function readUsageByDay({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<UsageDay[]> {
  requireAdmin(actor);
  const since = new Date(startOfUtcDay(now).getTime() - (USAGE_DAYS - 1) * 86_400_000);
  const q = assistantQuestions;
  const rows = await getDb()
    .select({
      day: sql<string>`to_char(date_trunc('day', ${q.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      questions: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${q.outcome} = 'answered'))::int`,
      noSource: sql<number>`(count(*) filter (where ${q.outcome} = 'no-source'))::int`,
      declined: sql<number>`(count(*) filter (where ${q.outcome} = 'declined'))::int`,
      failed: sql<number>`(count(*) filter (where ${q.outcome} = 'failed'))::int`,
      medianMs: sql<number | null>`(percentile_disc(0.5) within group (order by ${q.totalMs}))::int`,
      p95Ms: sql<number | null>`(percentile_disc(0.95) within group (order by ${q.totalMs}))::int`,
      firstPieceP95Ms: sql<number | null>`(percentile_disc(0.95) within group (order by ${q.firstPieceMs}))::int`,
      tokens: sql<number>`coalesce(sum(${q.promptTokens} + ${q.completionTokens}), 0)::int`,
    })
    .from(q)
    .where(gte(q.createdAt, since))
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`));
  return rows;
}

/** Questions that found nothing to answer from in the last 30 days, most asked first: the guides to write. */
export async function readUnansweredQuestions({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  requireAdmin(actor);
  const q = assistantQuestions;
  const normalised = sql<string>`lower(regexp_replace(trim(${q.question}), '\\s+', ' ', 'g'))`;
  return getDb()
    .select({
      question: sql<string>`min(${q.question})`,
      asked: sql<number>`count(*)::int`,
      lastAskedAt: sql<Date>`max(${q.createdAt})`,
    })
    .from(q)
    .where(and(eq(q.outcome, 'no-source'), gte(q.createdAt, new Date(now.getTime() - 30 * 86_400_000))))
    .groupBy(normalised)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${q.createdAt})`))
    .limit(20);
}

/** The outcomes the log's filter offers. */
export const QUESTION_OUTCOMES = ASSISTANT_OUTCOMES;

export type QuestionFilters = { outcome: AssistantOutcome | null; q: string; page: number };

/** The log's filters from the address (the page is read by the route, as every list's is). */
export function parseQuestionFilters(params: URLSearchParams): Omit<QuestionFilters, 'page'> {
  const outcome = ASSISTANT_OUTCOMES.find((value) => value === params.get('outcome')) ?? null;
  return { outcome, q: (params.get('q') ?? '').trim().slice(0, 100) };
}

/** The question log, newest first, filtered by outcome and words. */
export async function readQuestionLog({ actor, filters }: { actor: Actor; filters: QuestionFilters }) {
  requireAdmin(actor);
  const q = assistantQuestions;
  const where: SQL[] = [];
  if (filters.outcome) where.push(eq(q.outcome, filters.outcome));
  if (filters.q) where.push(ilike(q.question, `%${escapeLike(filters.q)}%`));
  const condition = where.length > 0 ? and(...where) : undefined;
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: q.id,
        question: q.question,
        outcome: q.outcome,
        declineReason: q.declineReason,
        sources: q.sources,
        provider: q.provider,
        model: q.model,
        language: q.language,
        signedIn: q.signedIn,
        totalMs: q.totalMs,
        tokens: sql<number>`${q.promptTokens} + ${q.completionTokens}`,
        createdAt: q.createdAt,
      })
      .from(q)
      .where(condition)
      .orderBy(desc(q.createdAt))
      .limit(QUESTIONS_PAGE_SIZE)
      .offset((filters.page - 1) * QUESTIONS_PAGE_SIZE),
    db.select({ total: count() }).from(q).where(condition),
  ]);
  const found = total?.total ?? 0;
  return { questions: rows, total: found, pageCount: Math.max(1, Math.ceil(found / QUESTIONS_PAGE_SIZE)) };
}

export type CoverageRow = { kind: string; documents: number; passages: number; embedded: number };

/** The knowledge index by kind of page: documents, passages, and how many passages have their vector. */
export async function readKnowledgeCoverage({ actor }: { actor: Actor }): Promise<CoverageRow[]> {
  requireAdmin(actor);
  const p = assistantPassages;
  return getDb()
    .select({
      kind: p.kind,
      documents: sql<number>`count(distinct ${p.documentKey})::int`,
      passages: sql<number>`count(*)::int`,
      embedded: sql<number>`count(${assistantEmbeddings.textHash})::int`,
    })
    .from(p)
    .leftJoin(assistantEmbeddings, passageVector)
    .groupBy(p.kind)
    .orderBy(p.kind);
}
