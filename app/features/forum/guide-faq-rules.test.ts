import { describe, expect, it } from 'vitest';
import { faqAnchor, faqDraft, GUIDE_FAQ_LIMITS } from './guide-faq-rules';
import { quoteReply } from './quoting';

describe('a guide FAQ entry’s draft', () => {
  it('asks the thread’s title as a question, keeping one it already asks', () => {
    expect(faqDraft({ title: 'Why do my seedlings stretch', answerMd: 'Light.' }).question).toBe('Why do my seedlings stretch?');
    expect(faqDraft({ title: 'Why do my seedlings stretch?', answerMd: 'Light.' }).question).toBe('Why do my seedlings stretch?');
    expect(faqDraft({ title: 'Help with blight!', answerMd: 'Light.' }).question).toBe('Help with blight?');
    expect(faqDraft({ title: '¿Por qué se estiran?', answerMd: 'Luz.' }).question).toBe('¿Por qué se estiran?');
    expect(faqDraft({ title: 'لماذا تطول الشتلات؟', answerMd: 'الضوء.' }).question).toBe('لماذا تطول الشتلات؟');
  });

  it('drops the quote the answer opens with and the @ of a mention, keeping the rest of the markdown', () => {
    const answerMd = `${quoteReply('Rosa', 'They go pale and tall.')}Lower the light, @rosa_g: **a hand’s width** above them.\n\n\n\nThen turn them daily.`;
    expect(faqDraft({ title: 'Stretching', answerMd }).answer).toBe(
      'Lower the light, rosa_g: **a hand’s width** above them.\n\nThen turn them daily.',
    );
    expect(faqDraft({ title: 'Mail', answerMd: 'Write to help@example.org' }).answer).toBe('Write to help@example.org');
  });

  it('cuts both to the form’s limits at a word', () => {
    const draft = faqDraft({ title: `${'word '.repeat(60)}end`, answerMd: 'soil '.repeat(1500) });
    expect(draft.question.length).toBeLessThanOrEqual(GUIDE_FAQ_LIMITS.question.max);
    expect(draft.question.endsWith('…')).toBe(true);
    expect(draft.answer.length).toBeLessThanOrEqual(GUIDE_FAQ_LIMITS.answer.max);
    expect(draft.answer).toMatch(/soil…$/);
  });

  it('anchors an entry by the start of its id', () => {
    expect(faqAnchor('1a2b3c4d-0000-4000-8000-000000000000')).toBe('faq-1a2b3c4d');
  });
});
