import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { subscriptionPlans } from '~/db/schema/subscriptions';
import type { Seeder } from '~/db/seed/demo-content.server';
import { ensureServiceProduct } from '~/features/catalog/service-products.server';

/**
 * The demo subscription plans. Each sells a subscription-only product (status draft: it is not
 * listed or sold on its own), so renewals are ordinary orders of that product.
 */
const PLANS = [
  {
    slug: 'seasonal-seed-box-monthly',
    name: 'Seasonal Seed Box, monthly',
    intervalMonths: 1,
    priceCents: 1900,
    sortOrder: 1,
    summary: 'Four to six packets a month of what can be sown in the coming weeks, with a sowing card.',
    description:
      'Each month, four to six packets of open-pollinated vegetable, herb and flower seed chosen for what can go in the ground (or in trays) in the weeks ahead in a temperate garden, with a card of sowing depths, spacing and timing. Skip a month by pausing; change to quarterly or cancel whenever you like.',
    image: { src: '/images/products/culinary-herb-seed-collection.svg', alt: 'A fan of herb seed packets tied with twine' },
  },
  {
    slug: 'seasonal-seed-box-quarterly',
    name: 'Seasonal Seed Box, quarterly',
    intervalMonths: 3,
    priceCents: 4900,
    sortOrder: 2,
    summary: 'Twelve to fifteen packets at the start of each season, with a season plan.',
    description:
      'At the start of each season, twelve to fifteen packets of open-pollinated seed for the three months ahead, with a season planner of what to sow when, succession-sowing reminders and notes on saving seed from the varieties included. Pause, switch to monthly or cancel whenever you like.',
    image: {
      src: '/images/products/kids-first-garden-collection.svg',
      alt: 'A box of colourful seed packets with a small watering can',
    },
  },
];

export const demoSubscriptionPlansSeeder: Seeder = {
  name: 'demo-subscription-plans',
  run: async (tx: Database) => {
    for (const plan of PLANS) {
      // Seeding again rewrites the name, summary and price only: a picture or description changed
      // in the inventory since stays.
      const productId = await ensureServiceProduct(
        tx,
        {
          handle: plan.slug,
          name: plan.name,
          summary: plan.summary,
          descriptionMd: plan.description,
          priceCents: plan.priceCents,
          images: [plan.image],
          category: 'seeds',
          tags: ['subscription', 'seeds'],
        },
        { inStep: ['name', 'summary', 'priceCents'] },
      );
      await tx
        .insert(subscriptionPlans)
        .values({
          slug: plan.slug,
          name: plan.name,
          description: plan.description,
          intervalMonths: plan.intervalMonths,
          priceCents: plan.priceCents,
          productId,
          sortOrder: plan.sortOrder,
        })
        .onConflictDoUpdate({
          target: subscriptionPlans.slug,
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            intervalMonths: sql`excluded.interval_months`,
            priceCents: sql`excluded.price_cents`,
            productId: sql`excluded.product_id`,
          },
        });
    }
  },
};
