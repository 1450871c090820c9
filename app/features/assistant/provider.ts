/*
 * What Verde AI needs from whatever writes its answers (issue 38), as payments and video have a
 * port with two adapters:
 * - `built-in-provider.server.ts`: composes the answer itself from the best passages, each
 *   sentence cited, with no key and no network (the default);
 * - `openai-provider.server.ts`: any OpenAI-compatible chat endpoint (OpenAI, a local Ollama or
 *   vLLM) when AI_BASE_URL, AI_API_KEY and AI_MODEL are set, told to stay within the passages.
 * Both stream: the answer arrives in pieces, which the endpoint passes on as they come.
 */

export type ProviderId = 'built-in' | 'openai-compatible';

/**
 * A page the answer may use, numbered as the answer cites it ([1], [2]…): its best passages, each
 * with its section's heading, and their words together (`text`, for a provider that reads prose).
 */
export type SourcePassage = {
  number: number;
  title: string;
  path: string;
  heading: string;
  text: string;
  parts: { heading: string; text: string }[];
};

export type AnswerInput = {
  question: string;
  /** The conversation before the question, oldest first (the last few turns). */
  history: { role: 'user' | 'assistant'; content: string }[];
  sources: SourcePassage[];
  /** The visitor's language (BCP 47); our content is English, and an answer from it says so. */
  language: string;
  /** Words the answer may need, in the visitor's language: when nothing answers, and the note that the sources are in English. */
  texts: { noAnswer: string; englishNote: string };
  /** Told the tokens the answer used, when the provider counts them (an external one does). */
  onUsage?: (usage: TokenUsage) => void;
};

export type TokenUsage = { promptTokens: number; completionTokens: number };

export type AssistantProvider = {
  id: ProviderId;
  /** The model, for the log and the admin screen ("built-in" for ours). */
  model: string;
  /** The answer in pieces, as they are written. Throws a ProviderError when the service fails. */
  streamAnswer: (input: AnswerInput, signal?: AbortSignal) => AsyncIterable<string>;
};

/** The service failed (unreachable, refused, an error status): the panel shows the SPEC's "Failed to get AI response". */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
