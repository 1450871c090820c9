import { defineFailures, type FailureCode } from '~/utils/failure';

/* Verde AI's refusals (issue 38), declared once with their statuses. */
export const assistantFailure = defineFailures({
  'conversation-not-found': { message: 'assistant.errors.conversationNotFound', status: 404 },
  'action-not-found': { message: 'assistant.errors.actionNotFound', status: 404 },
  'sign-in-for-action': { message: 'assistant.errors.signInForAction', status: 401 },
});

export type AssistantCode = FailureCode<typeof assistantFailure>;
