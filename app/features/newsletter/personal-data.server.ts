import { eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { newsletterSubscriptions } from '~/db/schema/newsletter';

/** The newsletter knows the person by address only; deleting the account unsubscribes them. */
export const newsletterPersonalData: PersonalData = {
  domain: 'newsletter',
  tables: { newsletter_subscriptions: 'newsletter' },
  async export(db, person) {
    const newsletter = await db
      .select({ status: newsletterSubscriptions.status, createdAt: newsletterSubscriptions.createdAt })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, person.email.toLowerCase()));
    return { newsletter };
  },
  async erase(tx, person) {
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, person.email.toLowerCase()));
  },
};
