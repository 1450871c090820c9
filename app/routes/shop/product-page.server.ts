import { sql } from 'drizzle-orm';
import { data } from 'react-router';
import { getDb, type SqlRows } from '~/db/client.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { addToCart } from '~/features/cart/cart.server';
import { readQuantity } from '~/features/cart/cart-rules';
import { loadProductPageDetails, requireListedProduct } from '~/features/catalog/product-page.server';
import { moneySettings } from '~/features/orders/checkout.server';
import { reviewFailure } from '~/features/reviews/failures';
import { reviewSchema, reviewsPageOf } from '~/features/reviews/reviews.schema';
import {
  findProductReviews,
  type ReviewerState,
  reviewerStateColumns,
  reviewerStateOf,
  submitReview,
} from '~/features/reviews/reviews.server';
import { stockAlertSchema } from '~/features/stock-alerts/stock-alerts.schema';
import { requestStockAlert } from '~/features/stock-alerts/stock-alerts.server';
import { findSellerBadges } from '~/features/vendors/badges.server';
import { type WishlistCode, wishlistFailure } from '~/features/wishlist/failures';
import { addToWishlist, inWishlistSql, removeFromWishlist } from '~/features/wishlist/wishlist.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import type { Result } from '~/utils/failure';
import { answerOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
import type { ProductPageAnswer } from './product-page-actions';

/*
 * A product page composes the catalogue with the features built on it: the cart, the wishlist,
 * reviews (which build on orders, for who bought what), back-in-stock alerts, orders' shipping
 * rates and, for a vendor's product, the seller's store and badges (vendors). So the composition
 * lives beside its routes (/product/:handle and /soil-analysis-kit), not in catalog (decision 0032).
 */

/**
 * Everything a product page needs: the catalogue's product, related products and SEO tags (with
 * the ratings in the structured data), a page of reviews and whether the reader may write one,
 * whether the signed-in person saved the product, and the shipping rates for the note by the
 * button.
 */
export async function loadProductPage(
  request: Request,
  { handle, pageKey, user }: { handle: string; pageKey?: string; user: SessionUser | null },
) {
  const listed = await requireListedProduct(request, handle);
  // The seller's user id stays on the server: the page shows their store's name and badges.
  const { vendorId, ...product } = listed;
  const [reviews, { reviewerState, inWishlist }, seller] = await Promise.all([
    findProductReviews({ productId: product.id, page: reviewsPageOf(new URL(request.url)) }),
    readPersonalState(user, product.id),
    vendorId ? findSellerBadges(vendorId) : null,
  ]);
  const { related, seo } = await loadProductPageDetails(request, listed, {
    pageKey,
    ratings: { average: reviews.summary.average, count: reviews.summary.count, reviews: reviews.reviews },
  });
  const money = moneySettings();
  return {
    product,
    seller,
    related,
    inWishlist,
    seo,
    reviews,
    reviewerState,
    isSignedIn: user !== null,
    // The back-in-stock form's address, filled in for a signed-in person (never on a shared page).
    email: user?.email ?? '',
    shipping: {
      flatCents: money.shippingFlatCents,
      expressCents: money.shippingExpressCents,
      freeThresholdCents: money.freeShippingThresholdCents,
    },
  };
}

/**
 * What the page shows about the reader: whether they may review the product (or did), and
 * whether they saved it. For a signed-in person both come from one statement, the reviews' and
 * the wishlist's columns side by side (issue 12: a page reads what it shows in as few statements
 * as its features allow).
 */
async function readPersonalState(
  user: SessionUser | null,
  productId: string,
): Promise<{ reviewerState: ReviewerState; inWishlist: boolean }> {
  if (!user) return { reviewerState: 'sign-in', inWishlist: false };
  const { reviewed, bought } = reviewerStateColumns({ userId: user.id, productId });
  const { rows } = (await getDb().execute(
    sql`select ${reviewed} as reviewed, ${bought} as bought, ${inWishlistSql(user.id, productId)} as saved`,
  )) as unknown as SqlRows;
  const row = rows[0];
  return {
    reviewerState: reviewerStateOf({ reviewed: row?.reviewed === true, bought: row?.bought === true }),
    inWishlist: row?.saved === true,
  };
}

/**
 * The product page's action (the route has authorised it): add to cart, add to or remove from
 * the wishlist, publish a review, or ask for a back-in-stock email. Forms post here so they work
 * before JavaScript has loaded. The signed-in person acts for themselves; a visitor's cart is the
 * request's, and a visitor is asked to sign in for the wishlist and reviews.
 */
export async function productPageAction(request: Request, user: SessionUser | null) {
  const read = await readForm(request);
  if (!read.ok) return data<ProductPageAnswer>({ kind: 'cart', ok: false, message: 'errors.badForm' }, { status: 400 });
  const { form } = read;
  const intent = textField(form, 'intent');
  const productId = textField(form, 'productId');
  if (intent === 'review') return reviewAction(form, user, productId);
  if (intent === 'stock-alert') return stockAlertAction(request, form, user, productId);
  if (intent === 'wishlist-add' || intent === 'wishlist-remove') {
    const adding = intent === 'wishlist-add';
    if (!user) {
      const signIn = wishlistFailure(adding ? 'sign-in-to-add' : 'sign-in-to-remove');
      return data<ProductPageAnswer>({ kind: 'wishlist', ...answerOf(signIn) }, { status: signIn.status });
    }
    const change: Result<{ message: string; name?: string }, WishlistCode> = adding
      ? await addToWishlist({ actor: user, productId })
      : await removeFromWishlist({ actor: user, productId });
    if (!change.ok) return data<ProductPageAnswer>({ kind: 'wishlist', ...answerOf(change) }, { status: change.status });
    return data<ProductPageAnswer>({
      kind: 'wishlist',
      ok: true,
      message: change.message,
      messageVars: change.name ? { name: change.name } : undefined,
    });
  }
  const quantity = readQuantity(textField(form, 'quantity'));
  const change = await addToCart({ request, productId, quantity });
  if (!change.ok)
    return data<ProductPageAnswer>({ kind: 'cart', ...answerOf(change) }, { status: change.status, headers: change.headers });
  const name = change.name ?? '';
  return data<ProductPageAnswer>(
    quantity === 1
      ? { kind: 'cart', ok: true, message: 'cart.toasts.added', messageVars: { name } }
      : { kind: 'cart', ok: true, message: 'cart.toasts.addedSeveral', messageVars: { name, quantity: String(quantity) } },
    { headers: change.headers },
  );
}

async function reviewAction(form: FormData, user: SessionUser | null, productId: string) {
  const values = { rating: textField(form, 'rating'), title: textField(form, 'title'), body: textField(form, 'body') };
  const refuse = (status: number, answer: { fieldErrors?: FieldErrors; formError?: string }) =>
    data<ProductPageAnswer>({ kind: 'review', ok: false, fieldErrors: {}, values, ...answer }, { status });
  if (!user) {
    const signIn = reviewFailure('sign-in');
    return refuse(signIn.status, { formError: signIn.message });
  }
  const parsed = reviewSchema.safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  const outcome = await submitReview({ actor: user, productId, input: parsed.data });
  if (!outcome.ok) return refuse(outcome.status, { formError: outcome.message });
  return data<ProductPageAnswer>({ kind: 'review', ok: true, message: outcome.message }, { status: 201 });
}

async function stockAlertAction(request: Request, form: FormData, user: SessionUser | null, productId: string) {
  const parsed = stockAlertSchema.safeParse({ email: textField(form, 'email'), website: textField(form, 'website') });
  if (!parsed.success)
    return data<ProductPageAnswer>(
      {
        kind: 'stock-alert',
        ok: false,
        fieldErrors: { email: fieldErrorsOf(parsed.error).email ?? 'stockAlerts.errors.rejected' },
      },
      { status: 400 },
    );
  const { code } = await getRequestLanguage(request);
  const outcome = await requestStockAlert({ request, productId, email: parsed.data.email, actor: user, locale: code });
  if (!outcome.ok) {
    const waitMinutes = outcome.code === 'rate-limited' ? outcome.waitMinutes : undefined;
    return data<ProductPageAnswer>(
      {
        kind: 'stock-alert',
        ok: false,
        fieldErrors: {},
        formError: outcome.message,
        formErrorVars: waitMinutes ? { count: waitMinutes } : undefined,
      },
      {
        status: outcome.status,
        headers: waitMinutes ? { 'Retry-After': String(waitMinutes * 60) } : undefined,
      },
    );
  }
  return data<ProductPageAnswer>({
    kind: 'stock-alert',
    ok: true,
    message: outcome.message,
    messageVars: { email: parsed.data.email },
  });
}
