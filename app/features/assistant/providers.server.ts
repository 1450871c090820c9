import { getEnv } from '~/utils/env.server';
import { builtInProvider } from './built-in-provider.server';
import { createOpenAiProvider } from './openai-provider.server';
import type { AssistantProvider } from './provider';

/** The provider this server answers with: the OpenAI-compatible endpoint when its three settings are set, else the built-in one. */
export function getAssistantProvider(): AssistantProvider {
  const env = getEnv();
  if (env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL)
    return createOpenAiProvider({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL });
  return builtInProvider;
}
