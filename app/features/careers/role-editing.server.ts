import { and, eq, like, ne } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { careerRoles } from '~/db/schema/careers';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { type RoleFormInput, roleFormSchema } from './careers.schema';
import { roleSlugFromTitle } from './careers-rules';
import { careerRoleChanged } from './events';
import { type RoleEditCode, roleEditFailure } from './failures';

/*
 * Writing roles (admins only, decision 0070): the route checks the route table's access, and
 * each operation checks the acting person again. Each save is one statement in one transaction:
 * on any failure nothing is written. A change visitors can see announces `careers.role_changed`
 * in the same transaction, so the site search follows it (decision 0077).
 */

/** The address the role gets: the one typed (refused when another role has it), or the first free one from the title. */
async function settleSlug(
  tx: Executor,
  { wanted, derived, roleId }: { wanted: string; derived: boolean; roleId: string | null },
) {
  const others = await tx
    .select({ slug: careerRoles.slug })
    .from(careerRoles)
    .where(and(like(careerRoles.slug, `${wanted}%`), roleId ? ne(careerRoles.id, roleId) : undefined));
  const taken = new Set(others.map((row) => row.slug));
  if (!taken.has(wanted)) return wanted;
  if (!derived) return null;
  for (let n = 2; ; n += 1) {
    const candidate = `${wanted.slice(0, 80 - String(n).length - 1).replace(/-+$/, '')}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Creates (roleId null) or saves a role, for an admin; a new role starts unpublished, and a save
 * leaves a role's publication as it was. Answers its id and address.
 */
export async function saveRole({
  actor,
  roleId,
  input,
  now = new Date(),
}: {
  actor: Actor;
  roleId: string | null;
  input: RoleFormInput;
  now?: Date;
}): Promise<Result<{ roleId: string; slug: string }, RoleEditCode>> {
  requireAdmin(actor, 'only admins edit the open roles');
  // The route validated the form for its field messages; a second caller may not have.
  const parsed = roleFormSchema.safeParse(input);
  if (!parsed.success) return roleEditFailure('invalid');
  const role = parsed.data;
  if (roleId !== null && !isUuid(roleId)) return roleEditFailure('not-found');
  return getDb().transaction(async (tx) => {
    // A new role starts unpublished: nobody sees it, so nothing to announce.
    let isPublished = false;
    if (roleId) {
      const [current] = await tx
        .select({ published: careerRoles.published })
        .from(careerRoles)
        .where(eq(careerRoles.id, roleId))
        .for('update');
      if (!current) return roleEditFailure('not-found');
      isPublished = current.published;
    }
    const slug = await settleSlug(tx, { wanted: role.slug || roleSlugFromTitle(role.title), derived: !role.slug, roleId });
    if (!slug) return roleEditFailure('slug-taken');
    const values = {
      slug,
      title: role.title,
      team: role.team,
      workplace: role.workplace,
      location: role.location,
      employmentType: role.employmentType,
      summary: role.summary,
      descriptionMd: role.description,
      applyEmail: role.applyEmail || null,
      applyUrl: role.applyUrl || null,
      closesOn: role.closesOn || null,
      updatedAt: now,
    };
    if (roleId) {
      await tx.update(careerRoles).set(values).where(eq(careerRoles.id, roleId));
      if (isPublished) await publishEvent(tx, careerRoleChanged, { roleId });
      return { ok: true, roleId, slug };
    }
    const [row] = await tx
      .insert(careerRoles)
      .values({ ...values, createdBy: actor.id, createdAt: now })
      .returning({ id: careerRoles.id });
    if (!row) throw new Error('the new role returned no id');
    return { ok: true, roleId: row.id, slug };
  });
}

/**
 * Publishes a role on /careers or takes it off, for an admin. The first publication is its
 * `datePosted`; publishing it again later keeps that date.
 */
export async function setRolePublished({
  actor,
  roleId,
  published,
  now = new Date(),
}: {
  actor: Actor;
  roleId: string;
  published: boolean;
  now?: Date;
}): Promise<Result<{ slug: string }, RoleEditCode>> {
  requireAdmin(actor, 'only admins publish open roles');
  if (!isUuid(roleId)) return roleEditFailure('not-found');
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ publishedAt: careerRoles.publishedAt })
      .from(careerRoles)
      .where(eq(careerRoles.id, roleId))
      .for('update');
    if (!current) return roleEditFailure('not-found');
    const [row] = await tx
      .update(careerRoles)
      .set({ published, publishedAt: current.publishedAt ?? (published ? now : null), updatedAt: now })
      .where(eq(careerRoles.id, roleId))
      .returning({ slug: careerRoles.slug });
    if (!row) return roleEditFailure('not-found');
    await publishEvent(tx, careerRoleChanged, { roleId });
    return { ok: true, slug: row.slug };
  });
}

/** Deletes a role, for an admin. */
export async function deleteRole({ actor, roleId }: { actor: Actor; roleId: string }): Promise<Result<object, RoleEditCode>> {
  requireAdmin(actor, 'only admins edit the open roles');
  if (!isUuid(roleId)) return roleEditFailure('not-found');
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(careerRoles)
      .where(eq(careerRoles.id, roleId))
      .returning({ published: careerRoles.published });
    if (!deleted) return roleEditFailure('not-found');
    if (deleted.published) await publishEvent(tx, careerRoleChanged, { roleId });
    return { ok: true };
  });
}
