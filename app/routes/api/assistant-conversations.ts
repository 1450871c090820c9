import { data } from 'react-router';
import { z } from 'zod';
import { requireAccess } from '~/features/accounts/guard.server';
import { deleteConversation, listConversations, readConversation } from '~/features/assistant/conversations.server';
import { renderMarkdown } from '~/features/content/content.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { readJsonBody } from '~/utils/request-body.server';
import type { Route } from './+types/assistant-conversations';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * A signed-in person's past conversations with Verde AI (issue 38): the list, newest first, or one
 * of them (`?id=`) with its messages. Only their own: another's id is "not found".
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/api/assistant/conversations');
  const id = new URL(request.url).searchParams.get('id');
  if (!id) return data({ conversations: await listConversations({ actor: user }) }, { headers: NO_STORE });
  const found = await readConversation({ actor: user, conversationId: id });
  if (!found.ok) {
    const { t } = await getRequestLanguage(request);
    return data({ error: t(found.message) }, { status: found.status, headers: NO_STORE });
  }
  const { ok: _, ...conversation } = found;
  // Answers as the panel showed them: their markdown on the one sanitising path.
  const messages = conversation.messages.map((message) =>
    message.role === 'assistant'
      ? { ...message, html: renderMarkdown(message.content, { headingOffset: 3, isUserContent: true }).html }
      : message,
  );
  return data({ conversation: { ...conversation, messages } }, { headers: NO_STORE });
}

const deleteSchema = z.object({ intent: z.literal('delete'), id: z.string().max(64) });

/** Deletes one of the person's conversations. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/api/assistant/conversations');
  const read = await readJsonBody(request, 1024);
  if (!read.ok) return read.response;
  const { t } = await getRequestLanguage(request);
  const parsed = deleteSchema.safeParse(read.body);
  if (!parsed.success) return data({ error: t('assistant.errors.badRequest') }, { status: 400 });
  const deleted = await deleteConversation({ actor: user, conversationId: parsed.data.id });
  if (!deleted.ok) return data({ error: t(deleted.message) }, { status: deleted.status });
  return data({ ok: true });
}
