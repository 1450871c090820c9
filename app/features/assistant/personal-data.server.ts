import { asc, eq, inArray } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { assistantConversations, assistantMessages } from '~/db/schema/assistant';

/**
 * A person's conversations with Verde AI (issue 38): in their export, each with its messages,
 * and gone with the account (the messages go with their conversation). The question log names
 * nobody, so nothing in it is theirs to export or erase.
 */
export const assistantPersonalData: PersonalData = {
  domain: 'assistant',
  tables: { assistant_conversations: 'assistantConversations' },
  async export(db, person) {
    const conversations = await db
      .select({ id: assistantConversations.id, title: assistantConversations.title, createdAt: assistantConversations.createdAt })
      .from(assistantConversations)
      .where(eq(assistantConversations.userId, person.id))
      .orderBy(asc(assistantConversations.createdAt));
    const messages =
      conversations.length === 0
        ? []
        : await db
            .select({
              conversationId: assistantMessages.conversationId,
              role: assistantMessages.role,
              content: assistantMessages.content,
              createdAt: assistantMessages.createdAt,
            })
            .from(assistantMessages)
            .where(
              inArray(
                assistantMessages.conversationId,
                conversations.map((conversation) => conversation.id),
              ),
            )
            .orderBy(asc(assistantMessages.createdAt));
    return {
      assistantConversations: conversations.map(({ id, ...conversation }) => ({
        ...conversation,
        messages: messages.filter((message) => message.conversationId === id).map(({ conversationId: _, ...message }) => message),
      })),
    };
  },
  async erase(tx, person) {
    await tx.delete(assistantConversations).where(eq(assistantConversations.userId, person.id));
  },
};
