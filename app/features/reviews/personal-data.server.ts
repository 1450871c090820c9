import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { products } from '~/db/schema/catalog';
import { productReviews } from '~/db/schema/reviews';

/**
 * The reviews a person wrote. Deleting the account deletes them (decision 0040): a review is the
 * person's own words under their name, and an anonymised copy would still be theirs; the
 * product's average moves accordingly.
 */
export const reviewsPersonalData: PersonalData = {
  domain: 'reviews',
  tables: { product_reviews: 'reviews' },
  async export(db, person) {
    const reviews = await db
      .select({
        product: products.handle,
        authorName: productReviews.authorName,
        rating: productReviews.rating,
        title: productReviews.title,
        body: productReviews.body,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.userId, person.id))
      .orderBy(asc(productReviews.createdAt));
    return { reviews };
  },
  async erase(tx, person) {
    await tx.delete(productReviews).where(eq(productReviews.userId, person.id));
  },
};
