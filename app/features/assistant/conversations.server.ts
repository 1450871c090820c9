import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { type AssistantSource, assistantConversations, assistantMessages } from '~/db/schema/assistant';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { type AssistantCode, assistantFailure } from './failures';

/*
 * A signed-in person's conversations with Verde AI (issue 38): each question and its answer is
 * kept in the conversation it belongs to, so they find it again from any device, and only they
 * can list, read or delete it (every operation works on `actor.id`'s rows alone). A visitor's
 * conversation is kept in their browser's tab and never here.
 */

/** What the list shows of a conversation. */
export type ConversationSummary = { id: string; title: string; updatedAt: Date; messages: number };
export type StoredMessage = { role: 'user' | 'assistant'; content: string; sources: AssistantSource[]; createdAt: Date };

/** Conversations the list shows, newest first. */
export const CONVERSATIONS_LISTED = 30;
const TITLE_MAX = 80;

export const conversationTitle = (question: string) => {
  const flat = question.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_MAX ? `${flat.slice(0, TITLE_MAX - 1).trimEnd()}…` : flat;
};

export async function listConversations({ actor }: { actor: Actor }): Promise<ConversationSummary[]> {
  return getDb()
    .select({
      id: assistantConversations.id,
      title: assistantConversations.title,
      updatedAt: assistantConversations.updatedAt,
      // Written out in full: inside a select list drizzle names columns without their table.
      messages: sql<number>`(select count(*)::int from assistant_messages where assistant_messages.conversation_id = assistant_conversations.id)`,
    })
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, actor.id))
    .orderBy(desc(assistantConversations.updatedAt))
    .limit(CONVERSATIONS_LISTED);
}

export async function readConversation({
  actor,
  conversationId,
}: {
  actor: Actor;
  conversationId: string;
}): Promise<Result<{ id: string; title: string; messages: StoredMessage[] }, AssistantCode>> {
  if (!isUuid(conversationId)) return assistantFailure('conversation-not-found');
  const db = getDb();
  const [conversation] = await db
    .select({ id: assistantConversations.id, title: assistantConversations.title })
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, actor.id)));
  if (!conversation) return assistantFailure('conversation-not-found');
  const messages = await db
    .select({
      role: assistantMessages.role,
      content: assistantMessages.content,
      sources: assistantMessages.sources,
      createdAt: assistantMessages.createdAt,
    })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversation.id))
    .orderBy(asc(assistantMessages.createdAt));
  return { ok: true, ...conversation, messages };
}

export async function deleteConversation({
  actor,
  conversationId,
}: {
  actor: Actor;
  conversationId: string;
}): Promise<Result<object, AssistantCode>> {
  if (!isUuid(conversationId)) return assistantFailure('conversation-not-found');
  const deleted = await getDb()
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, actor.id)))
    .returning({ id: assistantConversations.id });
  return deleted.length > 0 ? { ok: true } : assistantFailure('conversation-not-found');
}

/**
 * Keeps a question and its answer in the person's conversation: the one named when it is theirs,
 * else a new one titled by the question. Both messages in one transaction; answers the
 * conversation's id, which the panel sends with the next question.
 */
export async function recordExchange({
  actor,
  conversationId,
  question,
  answer,
  sources,
}: {
  actor: Actor;
  conversationId: string | null;
  question: string;
  answer: string;
  sources: AssistantSource[];
}): Promise<string> {
  return getDb().transaction(async (tx) => {
    let id: string | null = null;
    if (conversationId && isUuid(conversationId)) {
      const [touched] = await tx
        .update(assistantConversations)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, actor.id)))
        .returning({ id: assistantConversations.id });
      id = touched?.id ?? null;
    }
    if (!id) {
      const [created] = await tx
        .insert(assistantConversations)
        .values({ userId: actor.id, title: conversationTitle(question) })
        .returning({ id: assistantConversations.id });
      id = (created as { id: string }).id;
    }
    // The answer a moment after the question, so reading them back by time keeps their order.
    await tx.insert(assistantMessages).values([
      { conversationId: id, role: 'user', content: question, sources: [] },
      { conversationId: id, role: 'assistant', content: answer, sources, createdAt: sql`now() + interval '1 millisecond'` },
    ]);
    return id;
  });
}
