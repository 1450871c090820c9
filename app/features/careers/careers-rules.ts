/*
 * The careers domain's pure rules and vocabulary (issue 36): a role's address, the choices a
 * role's form offers and the limits of its fields. No schema library here: the public pages
 * import these without carrying zod (docs/architecture.md, "The render path and its budget").
 */

export const WORKPLACES = ['remote', 'hybrid', 'on-site'] as const;
export type Workplace = (typeof WORKPLACES)[number];

/** schema.org's employmentType values, in lower case with hyphens. */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * A page title is at most 70 characters with " | Verde Living" (15), so a role's title is at
 * most 55; the summary is the page's meta description (50 to 160).
 */
export const ROLE_LIMITS = {
  title: { min: 2, max: 55 },
  team: { min: 2, max: 60 },
  location: { min: 2, max: 100 },
  summary: { min: 50, max: 160 },
  description: { min: 50, max: 20_000 },
  applyEmail: { max: 254 },
  applyUrl: { max: 500 },
} as const;

export const ROLE_SLUG_MAX = 80;
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Addresses under /careers that are pages of their own, never a role's. */
const RESERVED: ReadonlySet<string> = new Set(['admin', 'new']);

export function isValidRoleSlug(slug: string): boolean {
  return slug.length <= ROLE_SLUG_MAX && SLUG_SHAPE.test(slug) && !RESERVED.has(slug);
}

/** The address a title suggests: accents dropped, anything but letters and digits a hyphen; "role" when nothing is left. */
export function roleSlugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ROLE_SLUG_MAX)
    .replace(/-+$/, '');
  if (!slug) return 'role';
  return RESERVED.has(slug) ? `${slug}-role` : slug;
}

/** Whether a published role is still open on a day (`YYYY-MM-DD`, UTC): no closing date, or not past it. */
export function isOpenOn(closesOn: string | null, today: string): boolean {
  return closesOn === null || closesOn >= today;
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
