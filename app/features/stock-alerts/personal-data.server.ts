import { asc, eq, or } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { products } from '~/db/schema/catalog';
import { stockAlertRequests } from '~/db/schema/stock-alerts';

/**
 * Back-in-stock requests, made signed in (the account) or not (the address only). Both are the
 * person's: the export shows them and deleting the account deletes them.
 */
export const stockAlertsPersonalData: PersonalData = {
  domain: 'stock-alerts',
  tables: { stock_alert_requests: 'stockAlerts' },
  async export(db, person) {
    const stockAlerts = await db
      .select({
        product: products.handle,
        email: stockAlertRequests.email,
        createdAt: stockAlertRequests.createdAt,
        notifiedAt: stockAlertRequests.notifiedAt,
      })
      .from(stockAlertRequests)
      .innerJoin(products, eq(products.id, stockAlertRequests.productId))
      .where(mine(person))
      .orderBy(asc(stockAlertRequests.createdAt));
    return { stockAlerts };
  },
  async erase(tx, person) {
    await tx.delete(stockAlertRequests).where(mine(person));
  },
};

function mine(person: { id: string; email: string }) {
  return or(eq(stockAlertRequests.userId, person.id), eq(stockAlertRequests.email, person.email.toLowerCase()));
}
