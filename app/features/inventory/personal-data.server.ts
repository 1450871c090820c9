import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { products } from '~/db/schema/catalog';
import { stockMovements } from '~/db/schema/inventory';

/** Stock changes an admin made: the history stays, without who made them. */
export const inventoryPersonalData: PersonalData = {
  domain: 'inventory',
  tables: { stock_movements: 'stockChanges' },
  async export(db, person) {
    const stockChanges = await db
      .select({
        product: products.name,
        change: stockMovements.change,
        kind: stockMovements.kind,
        reason: stockMovements.reason,
        at: stockMovements.createdAt,
      })
      .from(stockMovements)
      .innerJoin(products, eq(products.id, stockMovements.productId))
      .where(eq(stockMovements.actorId, person.id))
      .orderBy(asc(stockMovements.createdAt));
    return { stockChanges };
  },
  async erase(tx, person) {
    await tx.update(stockMovements).set({ actorId: null }).where(eq(stockMovements.actorId, person.id));
  },
};
