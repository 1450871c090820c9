import { data } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import { actionRequestSchema } from '~/features/assistant/action.schema';
import { runAction } from '~/features/assistant/run-action.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { readJsonBody } from '~/utils/request-body.server';
import type { Route } from './+types/assistant-actions';
import { methodNotAllowed } from './chat-with-ai.server';

/** Only POST is served here. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/api/assistant/actions');
  return methodNotAllowed();
}

/**
 * An action Verde AI proposed and the person confirmed (issue 38): done as the person, with the
 * rules of the page that normally does it (run-action.server.ts). The answer is what was done,
 * for the panel to say, or why nothing was, in the person's language.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/api/assistant/actions');
  const read = await readJsonBody(request, 2048);
  if (!read.ok) return read.response;
  const { t } = await getRequestLanguage(request);
  const parsed = actionRequestSchema.safeParse(read.body);
  if (!parsed.success) return data({ error: t('assistant.errors.badAction') }, { status: 400 });
  const result = await runAction({ request, actor: user, action: parsed.data });
  if (!result.ok) return data({ error: t(result.message, result.messageVars) }, { status: result.status });
  return data({ outcome: result.outcome }, { headers: result.headers });
}
