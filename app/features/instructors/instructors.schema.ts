import { z } from 'zod';

/*
 * The instructor application and an administrator's decision on it (issue 13): one schema each,
 * used by the form and by the action. Messages are translation keys.
 */

export const APPLICATION_LIMITS = {
  expertise: { min: 3, max: 160 },
  experience: { min: 50, max: 4000 },
  sampleLesson: { min: 200, max: 20_000 },
  links: 5,
  note: { min: 10, max: 2000 },
} as const;

/** True for a name the platform's time-zone database knows ("Europe/Lisbon"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const httpsLink = z
  .string()
  .trim()
  .max(500, 'instructors.apply.errors.linkTooLong')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'instructors.apply.errors.link');

export const applicationSchema = z.object({
  expertise: z
    .string()
    .trim()
    .min(APPLICATION_LIMITS.expertise.min, 'instructors.apply.errors.expertise')
    .max(APPLICATION_LIMITS.expertise.max, 'instructors.apply.errors.expertiseTooLong'),
  experience: z
    .string()
    .trim()
    .min(APPLICATION_LIMITS.experience.min, 'instructors.apply.errors.experience')
    .max(APPLICATION_LIMITS.experience.max, 'instructors.apply.errors.experienceTooLong'),
  sampleLesson: z
    .string()
    .trim()
    .min(APPLICATION_LIMITS.sampleLesson.min, 'instructors.apply.errors.sampleLesson')
    .max(APPLICATION_LIMITS.sampleLesson.max, 'instructors.apply.errors.sampleLessonTooLong'),
  /** One address per line in the form. */
  links: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpsLink).max(APPLICATION_LIMITS.links, 'instructors.apply.errors.tooManyLinks')),
  timeZone: z.string().trim().refine(isTimeZone, 'instructors.apply.errors.timeZone'),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const DECISIONS = ['approve', 'changes', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

export const decisionSchema = z
  .object({
    decision: z.enum(DECISIONS, { message: 'instructors.review.errors.decision' }),
    note: z.string().trim().max(APPLICATION_LIMITS.note.max, 'instructors.review.errors.noteTooLong').default(''),
  })
  .refine((value) => value.decision === 'approve' || value.note.length >= APPLICATION_LIMITS.note.min, {
    message: 'instructors.review.errors.noteRequired',
    path: ['note'],
  });

export type ApplicationStatus = 'submitted' | 'changes_requested' | 'approved' | 'rejected';

/** Which statuses an administrator may decide on: a submitted application, nothing else. */
export function canDecide(status: ApplicationStatus): boolean {
  return status === 'submitted';
}

/** Whether the applicant may send the form: first time, after a rejection, or when changes were asked for. */
export function canSubmit(status: ApplicationStatus | null): boolean {
  return status === null || status === 'rejected' || status === 'changes_requested';
}
