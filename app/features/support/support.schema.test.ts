import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '~/utils/form-result';
import { contactFormSchema, isHoneypotHit, replyFormSchema, SUPPORT_LIMITS, SUPPORT_TOPICS } from './support.schema';
import { canAnswer, canClose, canReopen, parseTicketStatus } from './ticket-state';

const valid = {
  name: '  Rosa Field ',
  email: ' Rosa.Field@Example.ORG ',
  topic: 'order',
  message: ' My order has not arrived yet. ',
};

const errorsOf = (input: Record<string, string>) => {
  const parsed = contactFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('the contact form', () => {
  it('takes a valid message, trimmed, with the address in lower case', () => {
    expect(contactFormSchema.parse(valid)).toEqual({
      name: 'Rosa Field',
      email: 'rosa.field@example.org',
      topic: 'order',
      message: 'My order has not arrived yet.',
    });
  });

  it('accepts each listed topic and nothing else', () => {
    for (const topic of SUPPORT_TOPICS) expect(errorsOf({ ...valid, topic })).toEqual({});
    expect(errorsOf({ ...valid, topic: '' })).toEqual({ topic: 'support.contact.errors.topic' });
    expect(errorsOf({ ...valid, topic: 'refund-now' })).toEqual({ topic: 'support.contact.errors.topic' });
  });

  it('names each bad field', () => {
    expect(errorsOf({ name: '   ', email: '', topic: 'other', message: 'short' })).toEqual({
      name: 'support.contact.errors.nameRequired',
      email: 'support.contact.errors.emailRequired',
      message: 'support.contact.errors.messageTooShort',
    });
    expect(errorsOf({ ...valid, email: 'rosa@' })).toEqual({ email: 'support.contact.errors.email' });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.org` })).toEqual({ email: 'support.contact.errors.email' });
    expect(errorsOf({ ...valid, name: 'n'.repeat(SUPPORT_LIMITS.name.max + 1) })).toEqual({
      name: 'support.contact.errors.nameTooLong',
    });
  });

  it('counts the message after trimming, between its limits', () => {
    const min = SUPPORT_LIMITS.message.min;
    const max = SUPPORT_LIMITS.message.max;
    expect(errorsOf({ ...valid, message: `  ${'m'.repeat(min - 1)}  ` })).toEqual({
      message: 'support.contact.errors.messageTooShort',
    });
    expect(errorsOf({ ...valid, message: 'm'.repeat(min) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'm'.repeat(max) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'm'.repeat(max + 1) })).toEqual({ message: 'support.contact.errors.messageTooLong' });
  });

  it('tells a filled-in honeypot apart from an empty one', () => {
    expect(isHoneypotHit('')).toBe(false);
    expect(isHoneypotHit('   ')).toBe(false);
    expect(isHoneypotHit('https://spam.example')).toBe(true);
  });
});

describe('an admin’s answer', () => {
  it('must say something, within the limit', () => {
    expect(replyFormSchema.safeParse({ body: '  ' }).success).toBe(false);
    expect(replyFormSchema.parse({ body: ' Thanks, sent. ' })).toEqual({ body: 'Thanks, sent.' });
    expect(replyFormSchema.safeParse({ body: 'r'.repeat(SUPPORT_LIMITS.reply.max + 1) }).success).toBe(false);
  });
});

describe('ticket states', () => {
  it('answers and closes anything but a closed ticket, and reopens only a closed one', () => {
    expect([canAnswer('open'), canAnswer('answered'), canAnswer('closed')]).toEqual([true, true, false]);
    expect([canClose('open'), canClose('answered'), canClose('closed')]).toEqual([true, true, false]);
    expect([canReopen('open'), canReopen('answered'), canReopen('closed')]).toEqual([false, false, true]);
  });

  it('reads a status filter from the address, ignoring anything else', () => {
    expect(parseTicketStatus('answered')).toBe('answered');
    expect(parseTicketStatus('deleted')).toBeNull();
    expect(parseTicketStatus(null)).toBeNull();
  });
});
