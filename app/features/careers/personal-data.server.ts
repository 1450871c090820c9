import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { careerRoles } from '~/db/schema/careers';

/**
 * A person's share of the careers pages: the roles an admin wrote. A role is the company's
 * announcement, not the admin's: it stays when their account goes, without the link to it.
 */
export const careersPersonalData: PersonalData = {
  domain: 'careers',
  tables: { career_roles: 'careerRolesWritten' },
  async export(db, person) {
    const roles = await db
      .select({
        slug: careerRoles.slug,
        title: careerRoles.title,
        published: careerRoles.published,
        createdAt: careerRoles.createdAt,
      })
      .from(careerRoles)
      .where(eq(careerRoles.createdBy, person.id))
      .orderBy(asc(careerRoles.createdAt));
    return { careerRolesWritten: roles };
  },
  async erase(tx, person) {
    await tx.update(careerRoles).set({ createdBy: null }).where(eq(careerRoles.createdBy, person.id));
  },
};
