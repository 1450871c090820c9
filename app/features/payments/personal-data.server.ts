import { eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { testPaymentSessions } from '~/db/schema/payments';

/**
 * The built-in test provider's sessions keep the payer's address for its hosted page; the
 * amounts and outcomes stay (they mirror orders and donations), the address goes. Nothing to
 * export: the orders and donations sections say what was paid.
 */
export const paymentsPersonalData: PersonalData = {
  domain: 'payments',
  tables: {},
  async export() {
    return {};
  },
  async erase(tx, person) {
    await tx.update(testPaymentSessions).set({ customerEmail: null }).where(eq(testPaymentSessions.customerEmail, person.email));
  },
};
