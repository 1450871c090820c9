import { requireAccess } from '~/features/accounts/guard.server';
import type { Route } from './+types/chat-with-ai';
import { chatWithAi, methodNotAllowed } from './chat-with-ai.server';

/** Only POST is served here: anything else gets 405. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/api/chat-with-ai');
  return methodNotAllowed();
}

/** SPEC §7 `chat-with-ai`: the conversation in, the answer at `choices[0].message.content` (or streamed). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/api/chat-with-ai');
  return chatWithAi(request, { user });
}
