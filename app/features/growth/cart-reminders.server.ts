import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { cartItems, carts } from '~/db/schema/cart';
import { emailMessages } from '~/db/schema/messaging';
import { newsletterSubscriptions } from '~/db/schema/newsletter';
import { orders } from '~/db/schema/orders';
import { cartLinesForUser } from '~/features/cart/cart.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { preferencesUrl } from '~/features/newsletter/newsletter.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';
import { readCartReminderSettings } from './automations.server';

/*
 * The cart reminder (decision 0114): a member who left things in their cart, and has not ordered
 * since, gets one email listing them, a while after they last changed it. Only members who
 * agreed to hear from us (a confirmed newsletter subscription on their account's address) get
 * one, and it carries that subscription's unsubscribe link and header. At most one a week to a
 * person; a cart left for more than three days past the delay is not chased. The email's dedupe
 * key is the cart and the moment it was last changed, so a job that runs twice sends it once.
 */

export const CART_REMINDER_TEMPLATE = 'cart-reminder';
/** A cart older than the delay by more than this is left alone (it was not forgotten, it was given up). */
const STALE_AFTER_HOURS = 72;
const ONE_A_WEEK_HOURS = 7 * 24;
/** How long after its reminder an order counts as brought back by it. */
export const RECOVERY_DAYS = 7;
const BATCH = 100;

type DueCart = { cartId: string; userId: string; updatedAt: Date; email: string; lang: string; token: string };

/** The carts whose reminder is due at `now`, oldest first. */
async function findDueCarts(now: Date, delayHours: number): Promise<DueCart[]> {
  const dueBefore = new Date(now.getTime() - delayHours * 3_600_000).toISOString();
  const staleBefore = new Date(now.getTime() - (delayHours + STALE_AFTER_HOURS) * 3_600_000).toISOString();
  const weekAgo = new Date(now.getTime() - ONE_A_WEEK_HOURS * 3_600_000).toISOString();
  const { rows } = (await getDb().execute(sql`
    select ${carts.id}::text as "cartId", ${carts.userId} as "userId", ${carts.updatedAt} as "updatedAt",
      ${users.email} as email, ${newsletterSubscriptions.lang} as lang, ${newsletterSubscriptions.unsubscribeToken}::text as token
    from ${carts}
    join ${users} on ${users.id} = ${carts.userId}
    join ${newsletterSubscriptions} on ${newsletterSubscriptions.email} = lower(${users.email})
      and ${newsletterSubscriptions.status} = 'confirmed'
    where ${carts.updatedAt} <= ${dueBefore}::timestamptz and ${carts.updatedAt} > ${staleBefore}::timestamptz
      and exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id})
      and not exists (select 1 from ${orders} where ${orders.userId} = ${carts.userId} and ${orders.createdAt} >= ${carts.updatedAt})
      and not exists (select 1 from ${emailMessages} where ${emailMessages.template} = ${CART_REMINDER_TEMPLATE}
        and ${emailMessages.userId} = ${carts.userId} and ${emailMessages.createdAt} > ${weekAgo}::timestamptz)
    order by ${carts.updatedAt}
    limit ${BATCH}`)) as unknown as SqlRows<Omit<DueCart, 'updatedAt'> & { updatedAt: string | Date }>;
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}

/** Sends the reminders due at `now` when the automation is on; answers how many went. Run by the job, as the platform. */
export async function sendCartReminders(now = new Date()): Promise<number> {
  const settings = await readCartReminderSettings();
  if (!settings.isEnabled) return 0;
  let sent = 0;
  for (const cart of await findDueCarts(now, settings.delayHours)) {
    const lines = (await cartLinesForUser(getDb(), cart.userId)).filter((line) => line.isAvailable);
    if (lines.length === 0) continue;
    const unsubscribeUrl = preferencesUrl(cart.token);
    await sendEmail({
      template: CART_REMINDER_TEMPLATE,
      to: cart.email,
      props: {
        lines: lines.map((line) => ({ name: line.name, quantity: line.quantity })),
        cartUrl: `${getEnv().SITE_URL}/cart`,
        unsubscribeUrl,
      },
      locale: cart.lang,
      userId: cart.userId,
      meta: { cartId: cart.cartId },
      dedupeKey: `${CART_REMINDER_TEMPLATE}:${cart.cartId}:${cart.updatedAt.toISOString()}`,
      listUnsubscribe: unsubscribeUrl,
    });
    sent += 1;
  }
  return sent;
}

/**
 * What the reminders did since a moment, for the growth screen: how many were sent, and the paid
 * orders their members placed within a week after one (with what they came to less refunds).
 */
export async function cartReminderFigures({ actor, since }: { actor: Actor; since: Date }) {
  requireAdmin(actor, 'only admins read the growth figures');
  const { rows } = (await getDb().execute(sql`
    with sent as (
      select ${emailMessages.userId} as user_id, ${emailMessages.createdAt} as sent_at from ${emailMessages}
      where ${emailMessages.template} = ${CART_REMINDER_TEMPLATE} and ${emailMessages.createdAt} >= ${since.toISOString()}::timestamptz
    ), recovered as (
      select distinct ${orders.id} as id, ${orders.totalCents} - ${orders.refundedCents} as net from ${orders}
      join sent on sent.user_id = ${orders.userId} and ${orders.createdAt} >= sent.sent_at
        and ${orders.createdAt} < sent.sent_at + make_interval(days => ${RECOVERY_DAYS})
      where ${orders.paidAt} is not null
    )
    select (select count(*) from sent)::int as sent, (select count(*) from recovered)::int as orders,
      coalesce((select sum(net) from recovered), 0)::bigint as "salesCents"`)) as unknown as SqlRows;
  const row = rows[0] ?? {};
  return { sent: Number(row.sent ?? 0), orders: Number(row.orders ?? 0), salesCents: Number(row.salesCents ?? 0) };
}
