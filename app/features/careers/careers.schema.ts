import { z } from 'zod';
import { EMPLOYMENT_TYPES, isValidRoleSlug, ROLE_LIMITS, WORKPLACES } from './careers-rules';

/*
 * The role editor's form (convention 5). Messages are translation keys; the action and the
 * operation run the same schema, so nothing unchecked is written.
 */

const text = (limits: { min: number; max: number }, key: string) => z.string().trim().min(limits.min, key).max(limits.max, key);

/** An https address (or http on localhost, for tests) people can open to apply. */
const isApplyUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost');
  } catch {
    return false;
  }
};

/** A real calendar day written `YYYY-MM-DD`. */
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const roleFormSchema = z
  .object({
    title: text(ROLE_LIMITS.title, 'careers.admin.errors.title'),
    /** Empty: derived from the title. */
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .refine((slug) => slug === '' || isValidRoleSlug(slug), 'careers.admin.errors.slug'),
    team: text(ROLE_LIMITS.team, 'careers.admin.errors.team'),
    workplace: z.enum(WORKPLACES, { message: 'careers.admin.errors.workplace' }),
    location: text(ROLE_LIMITS.location, 'careers.admin.errors.location'),
    employmentType: z.enum(EMPLOYMENT_TYPES, { message: 'careers.admin.errors.employmentType' }),
    summary: text(ROLE_LIMITS.summary, 'careers.admin.errors.summary'),
    description: text(ROLE_LIMITS.description, 'careers.admin.errors.description'),
    applyEmail: z
      .string()
      .trim()
      .max(ROLE_LIMITS.applyEmail.max, 'careers.admin.errors.applyEmail')
      .refine((value) => value === '' || z.email().safeParse(value).success, 'careers.admin.errors.applyEmail')
      .transform((value) => value.toLowerCase()),
    applyUrl: z
      .string()
      .trim()
      .max(ROLE_LIMITS.applyUrl.max, 'careers.admin.errors.applyUrl')
      .refine((value) => value === '' || isApplyUrl(value), 'careers.admin.errors.applyUrl'),
    /** Empty: open until it is unpublished. */
    closesOn: z
      .string()
      .trim()
      .refine((value) => value === '' || isDay(value), 'careers.admin.errors.closesOn'),
  })
  .refine((role) => role.applyEmail !== '' || role.applyUrl !== '', {
    message: 'careers.admin.errors.applyMissing',
    path: ['applyEmail'],
  });

export type RoleFormInput = z.output<typeof roleFormSchema>;
export type RoleFormValues = z.input<typeof roleFormSchema>;
