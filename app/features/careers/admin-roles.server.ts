import { desc, eq } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { careerRoles } from '~/db/schema/careers';
import { type Actor, requireAdmin } from '~/utils/actor';
import { isUuid } from '~/utils/ids';

/* The role editor's reads (admins only): every role, published or not, and one role to edit. */

export async function listRolesForAdmin({ actor }: { actor: Actor }, db: Executor = getDb()) {
  requireAdmin(actor);
  return db
    .select({
      id: careerRoles.id,
      slug: careerRoles.slug,
      title: careerRoles.title,
      team: careerRoles.team,
      published: careerRoles.published,
      publishedAt: careerRoles.publishedAt,
      closesOn: careerRoles.closesOn,
      updatedAt: careerRoles.updatedAt,
    })
    .from(careerRoles)
    .orderBy(desc(careerRoles.updatedAt), desc(careerRoles.id));
}

export type AdminRoleRow = Awaited<ReturnType<typeof listRolesForAdmin>>[number];

/** A role as the editor shows it; null for none. */
export async function findRoleForEditing({ actor, roleId }: { actor: Actor; roleId: string }, db: Executor = getDb()) {
  requireAdmin(actor);
  if (!isUuid(roleId)) return null;
  const [role] = await db.select().from(careerRoles).where(eq(careerRoles.id, roleId));
  return role ?? null;
}
