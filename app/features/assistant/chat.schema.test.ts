import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, chatRequestSchema } from './chat.schema';

function firstError(body: unknown): string | undefined {
  const result = chatRequestSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('chatRequestSchema', () => {
  it('accepts a conversation ending with the visitor, trimming each message', () => {
    const result = chatRequestSchema.parse({
      messages: [
        { role: 'user', content: ' How do I start compost? ' },
        { role: 'assistant', content: 'Mix browns and greens.' },
        { role: 'user', content: 'And in winter?' },
      ],
    });
    expect(result.messages[0]?.content).toBe('How do I start compost?');
    expect(result.messages).toHaveLength(3);
  });

  it('drops unknown keys rather than passing them on', () => {
    const result = chatRequestSchema.parse({ messages: [{ role: 'user', content: 'hi', name: 'x' }], model: 'gpt' });
    expect(result).toEqual({ messages: [{ role: 'user', content: 'hi' }] });
  });

  it('refuses a missing, empty or malformed list', () => {
    expect(firstError({})).toBe('assistant.errors.messagesRequired');
    expect(firstError({ messages: 'hi' })).toBe('assistant.errors.messagesRequired');
    expect(firstError({ messages: [] })).toBe('assistant.errors.messagesRequired');
    expect(chatRequestSchema.safeParse(null).success).toBe(false);
    expect(chatRequestSchema.safeParse('{"messages":[]}').success).toBe(false);
  });

  it('refuses roles other than user and assistant', () => {
    for (const role of ['system', 'developer', 'tool', 'USER', '', undefined])
      expect(firstError({ messages: [{ role, content: 'hi' }] }), String(role)).toBe('assistant.errors.role');
  });

  it('refuses empty, whitespace-only, non-text and oversized messages', () => {
    expect(firstError({ messages: [{ role: 'user', content: '' }] })).toBe('assistant.errors.contentRequired');
    expect(firstError({ messages: [{ role: 'user', content: ' \n\t ' }] })).toBe('assistant.errors.contentRequired');
    expect(firstError({ messages: [{ role: 'user', content: 42 }] })).toBe('assistant.errors.contentRequired');
    expect(firstError({ messages: [{ role: 'user' }] })).toBe('assistant.errors.contentRequired');
    const longest = 'a'.repeat(CHAT_LIMITS.content.max);
    expect(firstError({ messages: [{ role: 'user', content: `  ${longest}  ` }] })).toBeUndefined();
    expect(firstError({ messages: [{ role: 'user', content: `${longest}b` }] })).toBe('assistant.errors.contentTooLong');
  });

  it('needs the last message to be the visitor’s', () => {
    expect(
      firstError({
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'hello' },
        ],
      }),
    ).toBe('assistant.errors.lastNotFromUser');
  });

  it('limits the number of messages and their total length', () => {
    const turn = (index: number) => ({ role: index % 2 ? 'assistant' : 'user', content: 'x' });
    expect(firstError({ messages: Array.from({ length: 19 }, (_, index) => turn(index)) })).toBeUndefined();
    expect(firstError({ messages: Array.from({ length: 21 }, (_, index) => turn(index)) })).toBe(
      'assistant.errors.tooManyMessages',
    );
    const long = (role: string) => ({ role, content: 'y'.repeat(CHAT_LIMITS.content.max) });
    const six = [long('user'), long('assistant'), long('user'), long('assistant'), long('user'), long('assistant')];
    expect(firstError({ messages: [...six.slice(0, 5)] })).toBeUndefined();
    expect(firstError({ messages: [...six, { role: 'user', content: 'one more' }] })).toBe(
      'assistant.errors.conversationTooLong',
    );
  });
});
