import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { careerRoles } from '~/db/schema/careers';
import type { Seeder } from '~/db/seed/demo-content.server';
import { publishEvent } from '~/features/jobs/events.server';
import { getSiteConfig } from '~/utils/site.server';
import type { EmploymentType, Workplace } from './careers-rules';
import { careerRoleChanged } from './events';

/*
 * Two demo roles, published, so /careers shows what an open role looks like (the kinds of role
 * content/pages/careers.md describes). Keyed on the slug: loading again updates them in place
 * and keeps the day they were first published. Applications go to the site's contact address.
 * Each load announces the roles' change, so the site search holds them (decision 0077).
 */

type SeedRole = {
  slug: string;
  title: string;
  team: string;
  workplace: Workplace;
  location: string;
  employmentType: EmploymentType;
  summary: string;
  description: string;
};

export const SEED_ROLES: readonly SeedRole[] = [
  {
    slug: 'growing-educator-vegetables',
    title: 'Growing educator, vegetables',
    team: 'Learning',
    workplace: 'remote',
    location: 'Anywhere, working hours overlapping with UTC mornings',
    employmentType: 'contract',
    summary:
      'Write beginner-friendly guides and lessons on growing vegetables organically, and lead live coaching classes for our students.',
    description: `## About the role

Our students range from people sowing their first tray of lettuce to allotment holders planning a full rotation. You will help them grow well by writing and updating guides, shaping course lessons and leading live coaching classes on the platform.

## What you will do

- Write and revise growing guides and lessons, with clear steps and honest notes on what can go wrong.
- Lead live coaching classes and answer students' questions in them.
- Review questions students send about their own plots and turn common ones into material for everyone.
- Work with the store team so the products a guide mentions are ones we would use ourselves.

## What we are looking for

- Several seasons of growing vegetables without synthetic pesticides or fertilisers, on a plot, a market garden or a farm.
- Clear, plain writing, and patience with beginners.
- Comfort teaching on a video call.

Teaching experience helps but is not required. Tell us what you grow and where, and send something you have written or taught.

## How we work

The work is remote and written-first. We agree the number of guides, lessons and classes for each month in advance.`,
  },
  {
    slug: 'customer-care-advisor',
    title: 'Customer care advisor',
    team: 'Customer care',
    workplace: 'remote',
    location: 'Anywhere, covering European daytime hours',
    employmentType: 'part-time',
    summary:
      'Help customers, students and vendors by email with orders, courses and accounts, and tell the team what keeps tripping people up.',
    description: `## About the role

Customer care is where we hear first when something is confusing, late or broken. You will answer customers, students, vendors and affiliates by email, put things right where you can, and make sure the rest of the team hears what people run into.

## What you will do

- Answer questions about orders, deliveries, returns, courses, classes and accounts.
- Follow an order or a booking through our admin screens and explain clearly what happened.
- Write down recurring questions so the FAQ and the help text on the site can answer them first.
- Pass growing questions to our educators, and security concerns to the engineers, quickly.

## What we are looking for

- Experience in customer support, in any field.
- Clear, kind written English; another language is welcome.
- Care with personal data, and the judgement to ask when unsure.

An interest in growing food helps you understand our customers, but we do not expect expertise.

## How we work

The role is part-time and remote, on a rota agreed a month ahead.`,
  },
];

/** Loads the demo roles (idempotent); a role is published the first time it is loaded. */
export async function seedCareerRoles(tx: Database, { now = new Date() }: { now?: Date } = {}) {
  const applyEmail = getSiteConfig().contactEmail;
  for (const role of SEED_ROLES) {
    const values = {
      title: role.title,
      team: role.team,
      workplace: role.workplace,
      location: role.location,
      employmentType: role.employmentType,
      summary: role.summary,
      descriptionMd: role.description,
      applyEmail,
      applyUrl: null,
      updatedAt: now,
    };
    const [existing] = await tx.select({ id: careerRoles.id }).from(careerRoles).where(eq(careerRoles.slug, role.slug));
    let roleId = existing?.id;
    if (roleId) await tx.update(careerRoles).set(values).where(eq(careerRoles.id, roleId));
    else {
      const [row] = await tx
        .insert(careerRoles)
        .values({ ...values, slug: role.slug, published: true, publishedAt: now, createdAt: now })
        .returning({ id: careerRoles.id });
      roleId = row?.id;
    }
    if (!roleId) throw new Error(`no id for the role ${role.slug}`);
    await publishEvent(tx, careerRoleChanged, { roleId });
  }
  return SEED_ROLES.length;
}

export const demoCareersSeeder: Seeder = {
  name: 'careers',
  run: async (tx) => {
    await seedCareerRoles(tx);
  },
};
