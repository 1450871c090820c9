import { useCallback, useState } from 'react';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';
import type { ChatSource, ChatTurn } from './use-assistant-chat';

/*
 * A signed-in person's past conversations in the panel (issue 38): listed from
 * `/api/assistant/conversations`, opened back into the panel, or deleted. Only their own are
 * ever sent (the route and the operation both check).
 */

export type PastConversation = { id: string; title: string; updatedAt: string; messages: number };

const ENDPOINT = '/api/assistant/conversations';

export function useAssistantHistory() {
  const { t } = useTranslation();
  const [conversations, setConversations] = useState<PastConversation[] | null>(null);
  const fail = useCallback(
    (message?: string) => showToast({ kind: 'error', title: message ?? t('assistant.errors.wentWrong'), id: 'assistant' }),
    [t],
  );

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(ENDPOINT, { headers: { accept: 'application/json' } });
      const body = (await response.json()) as { conversations?: PastConversation[] };
      if (!response.ok || !body.conversations) return fail();
      setConversations(body.conversations);
    } catch {
      fail();
    }
  }, [fail]);

  /** The conversation's turns, ready for the panel; null when it could not be read. */
  const open = useCallback(
    async (id: string): Promise<ChatTurn[] | null> => {
      try {
        const response = await fetch(`${ENDPOINT}?id=${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } });
        const body = (await response.json()) as {
          conversation?: { messages: { role: 'user' | 'assistant'; content: string; html?: string; sources: ChatSource[] }[] };
          error?: string;
        };
        if (!response.ok || !body.conversation) {
          fail(body.error);
          return null;
        }
        return body.conversation.messages.map((message, index) => ({
          id: `${id}-${index}`,
          role: message.role,
          content: message.content,
          html: message.html,
          sources: message.sources,
        }));
      } catch {
        fail();
        return null;
      }
    },
    [fail],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        const response = await fetch(ENDPOINT, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ intent: 'delete', id }),
        });
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        if (!response.ok) return fail(body.error);
        setConversations((current) => current?.filter((conversation) => conversation.id !== id) ?? null);
        showToast({ kind: 'success', title: t('assistant.history.deleted'), id: 'assistant' });
      } catch {
        fail();
      }
    },
    [fail, t],
  );

  return { conversations, refresh, open, remove };
}
