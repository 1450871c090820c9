import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, carts, emailMessages, newsletterSubscriptions, orders, securityEvents } from '~/db/schema/index';
import { changeCartReminder, readCartReminderSettings } from '~/features/growth/automations.server';
import { cartReminderFigures, sendCartReminders } from '~/features/growth/cart-reminders.server';
import { action, loader } from '~/routes/creator-hub/growth-automation';
import { isActorRefusal } from '~/utils/actor';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asUser } from '../factories/actors';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Growth automation's cart reminder (decision 0114): off until an admin switches it on; then one
 * email to a member who left a cart, agreed to hear from us and has not ordered since, a while
 * after the cart last changed, at most once a week; what followed the reminders, counted; the
 * settings checked, changed by admins only and recorded.
 */

const database = await setupTestDatabase();
const { db } = database;
const PATH = '/creator-hub/growth-automation';
const HOUR_MS = 3_600_000;
const product = await createProduct(database, { name: 'Music Hardneck Garlic' });

/** A member whose cart holds the garlic, last changed `hoursAgo` before `now`; subscribed to the newsletter unless told not. */
async function shopper(prefix: string, hoursAgo: number, now: Date, { subscribed = true } = {}) {
  const person = await signUpPerson(prefix);
  const [cart] = await db
    .insert(carts)
    .values({ userId: person.id, updatedAt: new Date(now.getTime() - hoursAgo * HOUR_MS) })
    .returning({ id: carts.id });
  await db.insert(cartItems).values({ cartId: cart?.id as string, productId: product.id, quantity: 2 });
  if (subscribed) {
    await db
      .insert(newsletterSubscriptions)
      .values({ email: person.email.toLowerCase(), status: 'confirmed', lang: 'es', confirmedAt: now });
  }
  return { ...person, cartId: cart?.id as string };
}

const remindersTo = (userId: string) =>
  db
    .select({
      to: emailMessages.toAddress,
      text: emailMessages.text,
      locale: emailMessages.locale,
      listUnsubscribe: emailMessages.listUnsubscribe,
      meta: emailMessages.meta,
    })
    .from(emailMessages)
    .where(and(eq(emailMessages.template, 'cart-reminder'), eq(emailMessages.userId, userId)));

describe('the cart reminder', () => {
  it('is off until an admin switches it on, then reminds only who it should, once a week, and counts what followed', async () => {
    const admin = await signUpPerson('growth-admin', { role: 'admin' });
    const now = new Date();
    const forgot = await shopper('growth-forgot', 25, now);
    const unsubscribed = await shopper('growth-quiet', 25, now, { subscribed: false });
    const justNow = await shopper('growth-browsing', 1, now);
    const ordered = await shopper('growth-ordered', 25, now);
    await createOrder(database, { userId: ordered.id, email: ordered.email, product, status: 'paid' });
    const gaveUp = await shopper('growth-gave-up', 24 * 5, now);

    expect(await readCartReminderSettings()).toMatchObject({ isEnabled: false, delayHours: 24 });
    expect(await sendCartReminders(now)).toBe(0);

    const saved = await callAction(action, formPost(PATH, { isEnabled: 'on', delayHours: '24' }, admin.jar));
    expect(saved.status).toBe(302);
    expect(await readCartReminderSettings()).toMatchObject({ isEnabled: true, delayHours: 24 });
    const [changed] = await db
      .select({ details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, admin.id), eq(securityEvents.type, 'AUTOMATION_CHANGED')));
    expect(changed?.details).toEqual({ automation: 'cart-reminder', isEnabled: true, delayHours: 24 });

    expect(await sendCartReminders(now)).toBe(1);
    const [reminder, ...more] = await remindersTo(forgot.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ to: forgot.email.toLowerCase(), locale: 'es', meta: { cartId: forgot.cartId } });
    expect(reminder?.text).toContain('Music Hardneck Garlic');
    expect(reminder?.text).toContain('/cart');
    expect(reminder?.listUnsubscribe).toMatch(/\/newsletter\/preferences\?token=/);
    for (const person of [unsubscribed, justNow, ordered, gaveUp]) expect(await remindersTo(person.id)).toEqual([]);

    // The job again (a second run, another instance): nothing more; nor when the cart changes within the week.
    expect(await sendCartReminders(now)).toBe(0);
    const later = new Date(now.getTime() + 3 * 24 * HOUR_MS);
    await db
      .update(carts)
      .set({ updatedAt: new Date(later.getTime() - 25 * HOUR_MS) })
      .where(eq(carts.id, forgot.cartId));
    // (Three days on, the member who was only browsing has left their cart long enough: theirs goes.)
    expect(await sendCartReminders(later)).toBe(1);
    expect(await remindersTo(forgot.id)).toHaveLength(1);
    expect(await remindersTo(justNow.id)).toHaveLength(1);
    // A week on, a cart left again is reminded again.
    const nextWeek = new Date(now.getTime() + 8 * 24 * HOUR_MS);
    await db
      .update(carts)
      .set({ updatedAt: new Date(nextWeek.getTime() - 25 * HOUR_MS) })
      .where(eq(carts.id, forgot.cartId));
    expect(await sendCartReminders(nextWeek)).toBe(1);
    expect(await remindersTo(forgot.id)).toHaveLength(2);

    // The member comes back and pays: the screen counts the order that followed a reminder.
    const back = await createOrder(database, { userId: forgot.id, email: forgot.email, product, status: 'paid' });
    await db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, back.id));
    const page = (await callAction(loader, pageGet(PATH, admin.jar))).data as Awaited<ReturnType<typeof loader>>;
    expect(page.settings).toMatchObject({ isEnabled: true, delayHours: 24 });
    expect(page.figures).toEqual({ sent: 3, orders: 1, salesCents: 1000 });

    // Switched off: nothing is sent, whatever is due.
    expect((await callAction(action, formPost(PATH, { delayHours: '24' }, admin.jar))).status).toBe(302);
    const off = await shopper('growth-after-off', 25, now);
    expect(await sendCartReminders(now)).toBe(0);
    expect(await remindersTo(off.id)).toEqual([]);
  });

  it('takes a delay of whole hours from 1 to 72 only, and changes nothing otherwise', async () => {
    const admin = await signUpPerson('growth-careful', { role: 'admin' });
    const before = await readCartReminderSettings();
    for (const delayHours of ['0', '73', 'soon', '2.5', '']) {
      const answer = await callAction(action, formPost(PATH, { isEnabled: 'on', delayHours }, admin.jar));
      expect(answer.status, delayHours).toBe(400);
      expect(answer.data, delayHours).toMatchObject({
        fieldErrors: { delayHours: 'growth.errors.delay' },
        values: { delayHours },
      });
    }
    expect(await readCartReminderSettings()).toEqual(before);
    expect((await callAction(action, formPost(PATH, { isEnabled: 'on', delayHours: '72' }, admin.jar))).status).toBe(302);
    expect(await readCartReminderSettings()).toMatchObject({ isEnabled: true, delayHours: 72 });
  });

  it('refuses everyone but an admin, in the route and in the operations', async () => {
    const member = await signUpPerson('growth-nosy');
    const before = await readCartReminderSettings();
    expect((await callAction(loader, pageGet(PATH, member.jar))).status).toBe(403);
    expect((await callAction(action, formPost(PATH, { isEnabled: 'on', delayHours: '1' }, member.jar))).status).toBe(403);
    expect((await callAction(action, formPost(PATH, { isEnabled: 'on', delayHours: '1' }, new CookieJar()))).status).toBe(302);
    const actor = asUser(member.id);
    await expect(changeCartReminder({ actor, input: { isEnabled: true, delayHours: 1 } })).rejects.toSatisfy(isActorRefusal);
    await expect(cartReminderFigures({ actor, since: new Date(0) })).rejects.toSatisfy(isActorRefusal);
    expect(await readCartReminderSettings()).toEqual(before);
  });
});
