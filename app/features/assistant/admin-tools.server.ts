import { getDb } from '~/db/client.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { prepareAnswer } from './answer.server';
import { syncKnowledge } from './knowledge-index.server';
import type { ProviderId } from './provider';
import { getAssistantProvider } from './providers.server';
import { externalTokensToday } from './question-log.server';

/*
 * The admin screen's tools for Verde AI (issue 38): which provider answers and how much of
 * today's token budget it has used, a test console that asks the configured provider a question
 * (not logged: it is the admin trying things, not a visitor's question), and rebuilding the
 * knowledge index. Admins only, checked here as well as by the route.
 */

export type ProviderStatus = {
  id: ProviderId;
  model: string;
  /** The endpoint's host, for an external provider (never its key). */
  host: string | null;
  tokensToday: number;
  /** 0: no limit. */
  dailyBudget: number;
  /** Cents a million tokens cost; 0 when not set (no cost is shown). */
  pricePerMillionCents: number;
};

export async function readProviderStatus({ actor }: { actor: Actor }): Promise<ProviderStatus> {
  requireAdmin(actor);
  const provider = getAssistantProvider();
  const env = getEnv();
  return {
    id: provider.id,
    model: provider.model,
    host: provider.id === 'built-in' || !env.AI_BASE_URL ? null : new URL(env.AI_BASE_URL).host,
    tokensToday: provider.id === 'built-in' ? 0 : await externalTokensToday(),
    dailyBudget: env.AI_DAILY_TOKEN_BUDGET,
    pricePerMillionCents: env.AI_PRICE_PER_MILLION_TOKENS_CENTS,
  };
}

export type ConsoleAnswer =
  | {
      ok: true;
      content: string;
      declined: boolean;
      sources: { number: number; title: string; path: string }[];
      ms: number;
      provider: ProviderId;
    }
  | { ok: false; error: string; ms: number };

/** Asks the configured provider, as the chat would, and answers what it said with its sources and time. */
export async function tryQuestion({
  actor,
  question,
  texts,
}: {
  actor: Actor;
  question: string;
  texts: { noAnswer: string; englishNote: string; declined: (messageKey: string) => string };
}): Promise<ConsoleAnswer> {
  requireAdmin(actor);
  const started = performance.now();
  const provider = getAssistantProvider();
  try {
    const prepared = await prepareAnswer({ messages: [{ role: 'user', content: question }], language: 'en', provider, texts });
    if (prepared.kind === 'declined')
      return {
        ok: true,
        content: texts.declined(prepared.messageKey),
        declined: true,
        sources: [],
        ms: Math.round(performance.now() - started),
        provider: provider.id,
      };
    let content = '';
    for await (const piece of prepared.pieces) content += piece;
    return {
      ok: true,
      content,
      declined: false,
      sources: prepared.sources.map(({ number, title, path }) => ({ number, title, path })),
      ms: Math.round(performance.now() - started),
      provider: provider.id,
    };
  } catch (error) {
    return { ok: false, error: (error as Error).message, ms: Math.round(performance.now() - started) };
  }
}

/** Cuts every document into passages again; the embedding job gives new words their vectors. */
export async function rebuildKnowledge({ actor }: { actor: Actor }) {
  requireAdmin(actor);
  return syncKnowledge(getDb(), { recutAll: true });
}
