import type { Database } from '~/db/client.server';
import * as seeding from '~/db/seed/demo-content.server';
import { demoAccountsSeeder } from '~/features/accounts/demo-accounts.server';
import { demoAffiliateSeeder } from '~/features/affiliates/affiliates-seed.server';
import { demoBlogSeeder } from '~/features/blog/blog-seed.server';
import { demoCareersSeeder } from '~/features/careers/careers-seed.server';
import { demoCatalogSeeder } from '~/features/catalog/catalog-seed.server';
import { demoForumSeeder } from '~/features/forum/forum-seed.server';
import { demoInstructorProfileSeeder } from '~/features/instructors/onboarding-seed.server';
import { demoClassesSeeder, demoCoursesSeeder } from '~/features/learning/course-seed.server';
import { demoLearnerSeeder } from '~/features/learning/demo-learner-seed.server';
import { demoSubscriptionPlansSeeder } from '~/features/subscriptions/subscriptions-seed.server';
import { demoVendorBadgesSeeder, demoVendorSeeder } from '~/features/vendors/vendors-seed.server';

/*
 * The app's demo content: every feature's seeder, listed at the composition root so that
 * db/seed imports no feature (convention 12). A new domain adds its seeder here; a database
 * that already has demo content receives it once, with the upgrade.
 */

/** Run in this order, in one transaction. */
export const demoSeeders: readonly seeding.Seeder[] = [
  demoAccountsSeeder,
  demoCatalogSeeder,
  demoSubscriptionPlansSeeder,
  demoCoursesSeeder,
  demoClassesSeeder,
  demoInstructorProfileSeeder,
  demoLearnerSeeder,
  demoBlogSeeder,
  demoCareersSeeder,
  demoForumSeeder,
  demoAffiliateSeeder,
  demoVendorSeeder,
  demoVendorBadgesSeeder,
];

/** Loads each feature's demo content once (server start-up with SEED_DEMO_CONTENT). */
export function loadDemoContentOnce(db: Database) {
  return seeding.loadDemoContentOnce(db, demoSeeders);
}

/** Loads (or reloads) every feature's demo content: `npm run db:seed`. */
export function reloadDemoContent(db: Database) {
  return seeding.reloadDemoContent(db, demoSeeders);
}
