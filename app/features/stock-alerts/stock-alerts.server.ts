import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { stockAlertRequests } from '~/db/schema/stock-alerts';
import { findListedProductById } from '~/features/catalog/catalog.server';
import { isAvailable } from '~/features/catalog/structured-data';
import { sendEmail } from '~/features/messaging/messaging.server';
import { checkRateLimits, retryAfterMinutes } from '~/features/security/rate-limit.server';
import { clientIp } from '~/features/security/security.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { getLogger } from '~/utils/logger.server';
import { type StockAlertCode, type StockAlertLimited, stockAlertFailure } from './failures';

/*
 * "Email me when it is back in stock" (issue 11, decision 0040). A request waits, one per product
 * and address, until the catalogue announces `product.back_in_stock` (written by the database
 * when a sold-out product can be bought again); then each waiting request gets one email. The
 * claim (`notified_at`) and the email are written in one transaction, so a job that runs twice,
 * or two instances running it at once, send each email once.
 *
 * Anyone may ask, signed in or not: a request is keyed by its product and address, which is what
 * identifies a visitor here (convention 16's actor is only the signed-in person the request is
 * kept with, for their data). Sending the emails is the platform's reaction to the catalogue's
 * event, and takes no actor.
 */

/**
 * Records a request for a sold-out product. Asking again while waiting changes nothing (and says
 * so); asking again after an earlier alert was sent starts a new wait. A product that can be
 * bought now, or is not listed, is refused; so is a client address over its limit (each request
 * can make us email an address, so requests are counted per address, across instances).
 */
export async function requestStockAlert({
  request,
  productId,
  email,
  actor,
  locale,
}: {
  request: Request;
  productId: string;
  email: string;
  /** The signed-in person asking, kept with the request; null for a visitor. */
  actor: Actor | null;
  locale: string;
}): Promise<Result<{ message: string }, Exclude<StockAlertCode, 'rate-limited'>> | StockAlertLimited> {
  const userId = actor?.id ?? null;
  const limit = await checkRateLimits(request, [{ name: 'stock-alert-ip', key: clientIp(request) }], { userId });
  if (!limit.ok) return { ...stockAlertFailure('rate-limited'), waitMinutes: retryAfterMinutes(limit.retryAfterSeconds) };
  const product = await findListedProductById({ id: productId });
  if (!product) return stockAlertFailure('unavailable');
  if (isAvailable(product)) return stockAlertFailure('in-stock');
  const [row] = await getDb()
    .insert(stockAlertRequests)
    .values({ productId, email, userId, locale })
    .onConflictDoUpdate({
      target: [stockAlertRequests.productId, stockAlertRequests.email],
      // Only a request already answered starts again; one still waiting is left as it is.
      set: {
        notifiedAt: null,
        createdAt: sql`now()`,
        locale,
        userId: sql`coalesce(excluded.user_id, ${stockAlertRequests.userId})`,
      },
      setWhere: sql`${stockAlertRequests.notifiedAt} is not null`,
    })
    .returning({ id: stockAlertRequests.id });
  return { ok: true, message: row ? 'stockAlerts.requested' : 'stockAlerts.alreadyWaiting' };
}

/** Requests answered per transaction: each claim and its email commit together. */
const BATCH = 50;

/**
 * Emails everyone waiting for the product, once each, if it can be bought now (it may have sold
 * out again before the job ran: then the requests keep waiting for the next time). Safe to run
 * any number of times for the same event. Returns how many emails were written.
 */
export async function sendStockAlerts({ productId, eventId }: { productId: string; eventId: string }): Promise<number> {
  const product = await findListedProductById({ id: productId });
  if (!product || !isAvailable(product)) return 0;
  let sent = 0;
  for (;;) {
    const claimed = await getDb().transaction(async (tx) => {
      const waiting = await tx
        .select({
          id: stockAlertRequests.id,
          email: stockAlertRequests.email,
          locale: stockAlertRequests.locale,
          userId: stockAlertRequests.userId,
        })
        .from(stockAlertRequests)
        .where(and(eq(stockAlertRequests.productId, productId), isNull(stockAlertRequests.notifiedAt)))
        .orderBy(asc(stockAlertRequests.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const request of waiting) {
        await tx.update(stockAlertRequests).set({ notifiedAt: sql`now()` }).where(eq(stockAlertRequests.id, request.id));
        await sendEmail(
          {
            template: 'back-in-stock',
            to: request.email,
            props: { productName: product.name, handle: product.handle },
            locale: request.locale,
            userId: request.userId,
            meta: { productId },
            dedupeKey: `back-in-stock:${eventId}:${request.id}`,
          },
          tx,
        );
      }
      return waiting.length;
    });
    sent += claimed;
    if (claimed < BATCH) break;
  }
  if (sent > 0) getLogger().info({ productId, sent }, 'back-in-stock emails written');
  return sent;
}
