import { describe, expect, it } from 'vitest';
import { applicationSchema, canDecide, canSubmit, decisionSchema, isTimeZone } from './instructors.schema';

const valid = {
  expertise: 'Seed saving and small-plot vegetables',
  experience: 'Twelve years running a community seed library and teaching allotment holders to save their own seed.',
  sampleLesson: `# Saving tomato seed\n\n${'Ferment the pulp for three days, rinse, and dry the seed on a plate. '.repeat(4)}`,
  links: 'https://seeds.example.org\n\n https://video.example.org/saving ',
  timeZone: 'Europe/Lisbon',
};

describe('the instructor application', () => {
  it('accepts a complete application and reads one link per line', () => {
    const parsed = applicationSchema.parse(valid);
    expect(parsed.links).toEqual(['https://seeds.example.org', 'https://video.example.org/saving']);
    expect(parsed.timeZone).toBe('Europe/Lisbon');
  });

  it('names each field that is missing, too short or not allowed', () => {
    const result = applicationSchema.safeParse({
      expertise: 'x',
      experience: 'short',
      sampleLesson: 'too short',
      links: 'http://insecure.example.org\njavascript:alert(1)',
      timeZone: 'Mars/Olympus',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toMatchObject({
      expertise: 'instructors.apply.errors.expertise',
      experience: 'instructors.apply.errors.experience',
      sampleLesson: 'instructors.apply.errors.sampleLesson',
      links: 'instructors.apply.errors.link',
      timeZone: 'instructors.apply.errors.timeZone',
    });
    expect(
      applicationSchema.safeParse({
        ...valid,
        links: Array.from({ length: 6 }, (_, i) => `https://a${i}.example.org`).join('\n'),
      }).error?.issues[0]?.message,
    ).toBe('instructors.apply.errors.tooManyLinks');
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('../../etc/passwd')).toBe(false);
  });
});

describe('a decision', () => {
  it('needs a reason to reject or to ask for changes, not to approve', () => {
    expect(decisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(decisionSchema.safeParse({ decision: 'reject', note: 'no' }).error?.issues[0]).toMatchObject({
      path: ['note'],
      message: 'instructors.review.errors.noteRequired',
    });
    expect(decisionSchema.safeParse({ decision: 'changes', note: 'Please add a lesson plan for beginners.' }).success).toBe(true);
    expect(decisionSchema.safeParse({ decision: 'promote' }).success).toBe(false);
  });

  it('is taken on submitted applications; the applicant may send again after changes or a rejection', () => {
    expect(canDecide('submitted')).toBe(true);
    expect(canDecide('approved')).toBe(false);
    expect(canDecide('changes_requested')).toBe(false);
    expect(canSubmit(null)).toBe(true);
    expect(canSubmit('changes_requested')).toBe(true);
    expect(canSubmit('rejected')).toBe(true);
    expect(canSubmit('submitted')).toBe(false);
    expect(canSubmit('approved')).toBe(false);
  });
});
