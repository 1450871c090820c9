import { z } from 'zod';

/*
 * The body of `POST /api/chat-with-ai` (SPEC §7): the conversation so far, ending with the new
 * question. Messages are translation keys. The limits keep one request's prompt, and the cost
 * of retrieving and composing for it, bounded whoever sends it.
 */

export const CHAT_LIMITS = {
  messages: { min: 1, max: 20 },
  /** One message, in characters after trimming. */
  content: { min: 1, max: 2000 },
  /** All messages together. */
  total: { max: 12_000 },
} as const;

/**
 * Only what a visitor and the assistant say: a 'system' message from the client would let anyone
 * rewrite the assistant's instructions.
 */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES, { message: 'assistant.errors.role' }),
  content: z
    .string({ message: 'assistant.errors.contentRequired' })
    .trim()
    .min(CHAT_LIMITS.content.min, 'assistant.errors.contentRequired')
    .max(CHAT_LIMITS.content.max, 'assistant.errors.contentTooLong'),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  /** A signed-in person's conversation the question continues (the panel sends back the id it was given). */
  conversationId: z.string().max(64).nullish(),
  messages: z
    .array(chatMessageSchema, { message: 'assistant.errors.messagesRequired' })
    .min(CHAT_LIMITS.messages.min, 'assistant.errors.messagesRequired')
    .max(CHAT_LIMITS.messages.max, 'assistant.errors.tooManyMessages')
    .refine((messages) => messages.at(-1)?.role === 'user', 'assistant.errors.lastNotFromUser')
    .refine(
      (messages) => messages.reduce((sum, message) => sum + message.content.length, 0) <= CHAT_LIMITS.total.max,
      'assistant.errors.conversationTooLong',
    ),
});
export type ChatRequest = z.output<typeof chatRequestSchema>;
