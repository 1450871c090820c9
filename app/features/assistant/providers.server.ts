import { getEnv } from '~/utils/env.server';
import { getLogger } from '~/utils/logger.server';
import { builtInProvider } from './built-in-provider.server';
import { createOpenAiProvider } from './openai-provider.server';
import type { AssistantProvider } from './provider';
import { externalTokensToday } from './question-log.server';

/** The configured provider: the OpenAI-compatible endpoint when its three settings are set, else the built-in one. */
export function getAssistantProvider(): AssistantProvider {
  const env = getEnv();
  if (env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL)
    return createOpenAiProvider({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL });
  return builtInProvider;
}

/**
 * The provider that answers this question: the configured one, unless it is external and today's
 * tokens (AI_DAILY_TOKEN_BUDGET) are spent, when the built-in one answers until midnight UTC.
 */
export async function providerForQuestion(): Promise<{ provider: AssistantProvider; isOverBudget: boolean }> {
  const provider = getAssistantProvider();
  const budget = getEnv().AI_DAILY_TOKEN_BUDGET;
  if (provider.id === 'built-in' || budget === 0) return { provider, isOverBudget: false };
  const used = await externalTokensToday();
  if (used < budget) return { provider, isOverBudget: false };
  getLogger().warn({ used, budget }, "Verde AI's daily token budget is spent: the built-in provider answers until midnight UTC");
  return { provider: builtInProvider, isOverBudget: true };
}
