import type { PersonalData } from '~/db/personal-data';
import { accountsPersonalData } from '~/features/accounts/personal-data.server';
import { affiliatesPersonalData } from '~/features/affiliates/personal-data.server';
import { assistantPersonalData } from '~/features/assistant/personal-data.server';
import { blogPersonalData } from '~/features/blog/personal-data.server';
import { careersPersonalData } from '~/features/careers/personal-data.server';
import { cartPersonalData } from '~/features/cart/personal-data.server';
import { discountsPersonalData } from '~/features/discounts/personal-data.server';
import { donationsPersonalData } from '~/features/donations/personal-data.server';
import { forumPersonalData } from '~/features/forum/personal-data.server';
import { gamePersonalData } from '~/features/game/personal-data.server';
import { instructorsPersonalData } from '~/features/instructors/personal-data.server';
import { inventoryPersonalData } from '~/features/inventory/personal-data.server';
import { jobsPersonalData } from '~/features/jobs/personal-data.server';
import { learningPersonalData } from '~/features/learning/personal-data.server';
import { livePersonalData } from '~/features/live/personal-data.server';
import { messagingPersonalData } from '~/features/messaging/personal-data.server';
import { newsletterPersonalData } from '~/features/newsletter/personal-data.server';
import { ordersPersonalData } from '~/features/orders/personal-data.server';
import { paymentsPersonalData } from '~/features/payments/personal-data.server';
import { payoutsPersonalData } from '~/features/payouts/personal-data.server';
import { plannerPersonalData } from '~/features/planner/personal-data.server';
import { reviewsPersonalData } from '~/features/reviews/personal-data.server';
import { securityPersonalData } from '~/features/security/personal-data.server';
import { stockAlertsPersonalData } from '~/features/stock-alerts/personal-data.server';
import { subscriptionsPersonalData } from '~/features/subscriptions/personal-data.server';
import { supportPersonalData } from '~/features/support/personal-data.server';
import { vendorsPersonalData } from '~/features/vendors/personal-data.server';
import { wishlistPersonalData } from '~/features/wishlist/personal-data.server';

/*
 * Every domain's part of a person's data (app/db/personal-data.ts, decision 0035), for the
 * account page's deletion and "download my data". A new domain whose tables hold rows about a
 * person adds its part here; tests/integration/personal-data.test.ts fails until it does.
 */
export const PERSONAL_DATA: readonly PersonalData[] = [
  accountsPersonalData,
  ordersPersonalData,
  subscriptionsPersonalData,
  donationsPersonalData,
  cartPersonalData,
  wishlistPersonalData,
  reviewsPersonalData,
  learningPersonalData,
  livePersonalData,
  gamePersonalData,
  plannerPersonalData,
  instructorsPersonalData,
  vendorsPersonalData,
  stockAlertsPersonalData,
  newsletterPersonalData,
  messagingPersonalData,
  securityPersonalData,
  inventoryPersonalData,
  paymentsPersonalData,
  payoutsPersonalData,
  blogPersonalData,
  forumPersonalData,
  assistantPersonalData,
  supportPersonalData,
  careersPersonalData,
  affiliatesPersonalData,
  discountsPersonalData,
  jobsPersonalData,
];
