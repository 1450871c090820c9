import type { Database } from '~/db/client.server';
import { instructorProfiles } from '~/db/schema/instructors';
import type { Seeder } from '~/db/seed/demo-content.server';
import { findDemoInstructor } from '~/features/accounts/demo-accounts.server';

/**
 * The demo instructor's public profile, so the demo courses show who teaches them. It says plainly
 * that it is the demo account; no payout details are made up for it (the accounts seeder runs first).
 * A seeder acts as nobody, so it writes the row itself instead of calling saveProfile, which takes
 * the acting person.
 */
export const demoInstructorProfileSeeder: Seeder = {
  name: 'demo-instructor-profile',
  async run(tx: Database) {
    const instructor = await findDemoInstructor(tx);
    if (!instructor) return;
    const values = {
      displayName: instructor.name,
      headline: 'The demo teacher of this school’s sample courses and classes',
      bioMd:
        'This is the demo instructor account: sign in as it to see the instructor dashboard, the course editor and the live classes it teaches.\n\nThe demo courses themselves were written by the Verde Living team from the growing guides on this site.',
      website: null,
    };
    await tx
      .insert(instructorProfiles)
      .values({ userId: instructor.id, ...values })
      .onConflictDoUpdate({ target: instructorProfiles.userId, set: values });
  },
};
