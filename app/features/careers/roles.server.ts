import { and, asc, desc, eq, gte, isNull, or } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { careerRoles } from '~/db/schema/careers';
import { renderMarkdown } from '~/features/content/content.server';
import { utcDay } from './careers-rules';

/*
 * Open roles as visitors find them: published, and not past their closing date (in UTC, so a
 * page the cache shares says the same to everyone). One statement each.
 */

const cardColumns = {
  id: careerRoles.id,
  slug: careerRoles.slug,
  title: careerRoles.title,
  team: careerRoles.team,
  workplace: careerRoles.workplace,
  location: careerRoles.location,
  employmentType: careerRoles.employmentType,
  summary: careerRoles.summary,
  closesOn: careerRoles.closesOn,
  publishedAt: careerRoles.publishedAt,
};

const isOpen = (now: Date) =>
  and(eq(careerRoles.published, true), or(isNull(careerRoles.closesOn), gte(careerRoles.closesOn, utcDay(now))));

/** The open roles, by team then title. */
export function listOpenRoles({ now = new Date() }: { now?: Date } = {}, db: Executor = getDb()) {
  return db
    .select(cardColumns)
    .from(careerRoles)
    .where(isOpen(now))
    .orderBy(asc(careerRoles.team), asc(careerRoles.title), desc(careerRoles.publishedAt));
}

export type RoleCard = Awaited<ReturnType<typeof listOpenRoles>>[number];

/** One open role with its description rendered (sanitised, on the one markdown path); null when there is none by that address. */
export async function findOpenRole(slug: string, { now = new Date() }: { now?: Date } = {}, db: Executor = getDb()) {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const [role] = await db
    .select({
      ...cardColumns,
      descriptionMd: careerRoles.descriptionMd,
      applyEmail: careerRoles.applyEmail,
      applyUrl: careerRoles.applyUrl,
      updatedAt: careerRoles.updatedAt,
    })
    .from(careerRoles)
    .where(and(eq(careerRoles.slug, slug), isOpen(now)));
  if (!role) return null;
  const { descriptionMd, ...rest } = role;
  return { ...rest, descriptionHtml: renderMarkdown(descriptionMd).html, publishedAt: role.publishedAt ?? role.updatedAt };
}

export type OpenRole = NonNullable<Awaited<ReturnType<typeof findOpenRole>>>;

/** The open roles' addresses, for the sitemap. */
export function listOpenRolePaths({ now = new Date() }: { now?: Date } = {}, db: Executor = getDb()) {
  return db.select({ slug: careerRoles.slug, updatedAt: careerRoles.updatedAt }).from(careerRoles).where(isOpen(now));
}
