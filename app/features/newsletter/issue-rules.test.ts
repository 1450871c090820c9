import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '~/utils/form-result';
import { deliveryState, deliveryTotals, ISSUE_LIMITS, isEditable, issueFormSchema } from './issue-rules';

const valid = { subject: 'What to sow in December', preheader: 'Garlic and broad beans', body: '## Garlic\n\nPlant it now.' };

const errorsOf = (input: Record<string, string>) => {
  const parsed = issueFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('the issue form', () => {
  it('accepts a subject, an optional preheader and a body, trimmed', () => {
    const parsed = issueFormSchema.parse({ ...valid, subject: '  What to sow in December ', preheader: '' });
    expect(parsed).toEqual({ subject: 'What to sow in December', preheader: '', body: valid.body });
  });

  it('names each field that is wrong, with its own message', () => {
    expect(errorsOf({ subject: ' ', preheader: '', body: '  \n' })).toEqual({
      subject: 'newsletter.issues.errors.subjectRequired',
      body: 'newsletter.issues.errors.bodyRequired',
    });
    expect(errorsOf({ ...valid, subject: 'Hi' }).subject).toBe('newsletter.issues.errors.subjectTooShort');
    expect(errorsOf({ ...valid, subject: 'x'.repeat(ISSUE_LIMITS.subject.max + 1) }).subject).toBe(
      'newsletter.issues.errors.subjectTooLong',
    );
    expect(errorsOf({ ...valid, subject: 'Two\nlines' }).subject).toBe('newsletter.issues.errors.subjectOneLine');
    expect(errorsOf({ ...valid, preheader: 'p'.repeat(ISSUE_LIMITS.preheader.max + 1) }).preheader).toBe(
      'newsletter.issues.errors.preheaderTooLong',
    );
    expect(errorsOf({ ...valid, body: 'b'.repeat(ISSUE_LIMITS.body.max + 1) }).body).toBe('newsletter.issues.errors.bodyTooLong');
    expect(errorsOf({ ...valid, subject: 'x'.repeat(ISSUE_LIMITS.subject.max) })).toEqual({});
  });
});

describe('delivery states', () => {
  it('reads a row before its email from the row, and after from the email', () => {
    expect(deliveryState('waiting', null)).toBe('waiting');
    expect(deliveryState('skipped', null)).toBe('skipped');
    expect(deliveryState('queued', 'queued')).toBe('queued');
    expect(deliveryState('queued', 'sent')).toBe('sent');
    expect(deliveryState('queued', 'outbox')).toBe('sent');
    expect(deliveryState('queued', 'failed')).toBe('failed');
  });

  it('adds grouped counts into totals', () => {
    expect(
      deliveryTotals([
        { row: 'queued', message: 'sent', count: 3 },
        { row: 'queued', message: 'outbox', count: 2 },
        { row: 'queued', message: 'failed', count: 1 },
        { row: 'skipped', message: null, count: 1 },
        { row: 'waiting', message: null, count: 4 },
      ]),
    ).toEqual({ waiting: 4, queued: 0, sent: 5, failed: 1, skipped: 1, total: 11 });
  });

  it('lets only a draft be edited or sent', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('sending')).toBe(false);
    expect(isEditable('sent')).toBe(false);
  });
});
