import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages } from '~/db/schema/messaging';
import { vendorMessages } from '~/db/schema/vendors';
import { loadVendorDashboard } from '~/features/vendors/vendor-dashboard.server';
import { listVendorStores } from '~/features/vendors/vendor-inbox.server';
import {
  markOwnConversationRead,
  readVendorConversation,
  replyAsVendor,
  writeToVendor,
} from '~/features/vendors/vendor-messages.server';
import { action as storeAction, loader as storeLoader } from '~/routes/admin/vendor-store';
import { loader as storesLoader } from '~/routes/admin/vendor-stores';
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/market/vendors-dashboard';
import { isActorRefusal } from '~/utils/actor';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { signedInVendor } from '../factories/vendors';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The conversation between a vendor and the marketplace team (decision 0102): an administrator
 * writes from the store's page (recorded, emailed once through the outbox), the vendor reads it
 * on their dashboard with its unread mark and count and answers there, and the team sees the
 * answer and which stores have unread replies. A vendor reaches only their own conversation;
 * members and visitors none; a bad body writes nothing.
 */

const database = await setupTestDatabase();
const { db } = database;

const messagesOf = (vendorId: string) => db.select().from(vendorMessages).where(eq(vendorMessages.vendorId, vendorId));
const emailsOf = async (userId: string) =>
  db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.userId, userId), eq(emailMessages.template, 'vendor-message')));

async function expectRefused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(isActorRefusal(error), 'refused with Access Denied').toBe(true);
}

describe('the conversation between a vendor and the team', () => {
  it('shows an admin’s message on the vendor’s dashboard, unread, emailed once; the vendor’s reply reaches the team', async () => {
    const vendor = await signedInVendor('a');
    const admin = await signUpPerson('team-a', { role: 'admin' });
    const storePath = `/admin/vendors/stores/${vendor.id}`;
    const params = { vendorId: vendor.id };

    // The admin writes from the store's page: whitespace and markup are kept as typed, as text.
    const body = 'Hello <b>there</b>,\n\n  please add sowing depths to your bean listings.';
    const written = await callAction(storeAction, formPost(storePath, { intent: 'message', body }, admin.jar), params);
    expect(written.status).toBe(302);
    expect(written.headers.get('location')).toBe(storePath);
    const emails = await emailsOf(vendor.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: vendor.email, status: 'outbox' });
    expect(emails[0]?.text).toContain('please add sowing depths');
    expect(emails[0]?.html).not.toContain('<b>there</b>');

    // The vendor sees it on their dashboard, marked unread and counted.
    const dashboard = await callAction(dashboardLoader, pageGet('/vendors/dashboard', vendor.jar));
    expect(dashboard.status).toBe(200);
    expect(dashboard.data).toMatchObject({
      conversation: { unreadCount: 1, messages: [{ author: 'staff', body, isUnread: true, refusedCertificate: null }] },
    });

    // They answer there: the team's message counts as read, and the reply joins the thread (newest first).
    const replied = await callAction(
      dashboardAction,
      formPost('/vendors/dashboard', { intent: 'message', body: 'Done: every bean says 5 cm now.' }, vendor.jar),
    );
    expect(replied.status).toBe(302);
    expect(replied.headers.get('location')).toBe('/vendors/dashboard#vendor-messages');
    const own = (await loadVendorDashboard({ actor: asUser(vendor.id) })).conversation;
    expect(own.unreadCount).toBe(0);
    expect(own.messages.map((message) => [message.author, message.isUnread])).toEqual([
      ['vendor', false],
      ['staff', false],
    ]);

    // The team sees the reply, unread, and the store among those with unread replies first.
    const stores = await callAction(storesLoader, pageGet('/admin/vendors/stores', admin.jar));
    expect(stores.status).toBe(200);
    expect((stores.data as { stores: { vendorId: string; unreadReplies: number }[] }).stores[0]).toMatchObject({
      vendorId: vendor.id,
      unreadReplies: 1,
    });
    const page = await callAction(storeLoader, pageGet(storePath, admin.jar), params);
    expect(page.data).toMatchObject({
      vendor: { storeName: vendor.storeName },
      conversation: {
        unreadCount: 1,
        messages: [
          { author: 'vendor', isUnread: true },
          { author: 'staff', isUnread: false },
        ],
      },
    });
    expect((await callAction(storeAction, formPost(storePath, { intent: 'mark-read' }, admin.jar), params)).status).toBe(302);
    const after = await listVendorStores({ actor: asAdmin(admin.id), page: 1 });
    expect(after.stores.find((store) => store.vendorId === vendor.id)?.unreadReplies).toBe(0);
    // Still one email: the vendor's reply and the read marks send nothing.
    expect(await emailsOf(vendor.id)).toHaveLength(1);
  });

  it('lets the vendor mark the team’s messages read', async () => {
    const vendor = await signedInVendor('b');
    const admin = await signUpPerson('team-b', { role: 'admin' });
    await writeToVendor({ actor: asAdmin(admin.id), vendorId: vendor.id, body: 'One' });
    await writeToVendor({ actor: asAdmin(admin.id), vendorId: vendor.id, body: 'Two' });
    expect((await loadVendorDashboard({ actor: asUser(vendor.id) })).conversation.unreadCount).toBe(2);
    const marked = await callAction(dashboardAction, formPost('/vendors/dashboard', { intent: 'mark-read' }, vendor.jar));
    expect(marked.status).toBe(302);
    expect((await loadVendorDashboard({ actor: asUser(vendor.id) })).conversation.unreadCount).toBe(0);
    expect(await emailsOf(vendor.id)).toHaveLength(2);
  });

  it('keeps each vendor to their own conversation, and members and visitors out', async () => {
    const first = await signedInVendor('c1');
    const second = await signedInVendor('c2');
    const admin = await signUpPerson('team-c', { role: 'admin' });
    const member = await signUpPerson('member-c');
    await writeToVendor({ actor: asAdmin(admin.id), vendorId: first.id, body: 'For the first vendor only.' });

    // The second vendor's dashboard holds none of the first's messages; their reply goes to their own.
    const theirs = await callAction(dashboardLoader, pageGet('/vendors/dashboard', second.jar));
    expect(theirs.data).toMatchObject({ conversation: { unreadCount: 0, messages: [] } });
    expect(await replyAsVendor({ actor: asUser(second.id), body: 'Hello from the second store.' })).toMatchObject({ ok: true });
    expect((await messagesOf(first.id)).map((message) => message.body)).toEqual(['For the first vendor only.']);
    expect((await messagesOf(second.id)).map((message) => message.body)).toEqual(['Hello from the second store.']);

    // Only administrators read a store's conversation or write as the team, on the page or in the operation.
    const storePath = `/admin/vendors/stores/${first.id}`;
    const params = { vendorId: first.id };
    expect((await callAction(storeLoader, pageGet(storePath, second.jar), params)).status).toBe(403);
    expect(
      (await callAction(storeAction, formPost(storePath, { intent: 'message', body: 'Pretending.' }, second.jar), params)).status,
    ).toBe(403);
    await expectRefused(readVendorConversation({ actor: asUser(second.id), vendorId: first.id }));
    await expectRefused(writeToVendor({ actor: asUser(second.id), vendorId: first.id, body: 'Pretending to be staff.' }));

    // A member without a store, and a visitor, reach no conversation at all.
    expect((await callAction(dashboardLoader, pageGet('/vendors/dashboard', member.jar))).status).toBe(403);
    expect(
      (await callAction(dashboardAction, formPost('/vendors/dashboard', { intent: 'message', body: 'Hi' }, member.jar))).status,
    ).toBe(403);
    const visitor = await callAction(dashboardAction, new Request('http://localhost/vendors/dashboard', { method: 'POST' }));
    expect([302, 303]).toContain(visitor.status);
    await expectRefused(loadVendorDashboard({ actor: asUser(member.id) }));
    await expectRefused(replyAsVendor({ actor: asUser(member.id), body: 'Let me in.' }));
    await expectRefused(markOwnConversationRead({ actor: asUser(member.id) }));
    expect((await messagesOf(first.id)).map((message) => message.body)).toEqual(['For the first vendor only.']);
    expect(await emailsOf(first.id)).toHaveLength(1);
  });

  it('refuses an empty or too long message with the field’s message, writing and sending nothing', async () => {
    const vendor = await signedInVendor('d');
    const admin = await signUpPerson('team-d', { role: 'admin' });
    const storePath = `/admin/vendors/stores/${vendor.id}`;
    const params = { vendorId: vendor.id };
    const cases = [
      ['', 'vendors.messages.errors.bodyRequired'],
      [' \n\t ', 'vendors.messages.errors.bodyRequired'],
      ['x'.repeat(5001), 'vendors.messages.errors.bodyTooLong'],
    ] as const;
    for (const [body, message] of cases) {
      const asTeam = await callAction(storeAction, formPost(storePath, { intent: 'message', body }, admin.jar), params);
      expect(asTeam.status).toBe(400);
      expect(asTeam.data).toMatchObject({ ok: false, intent: 'message', fieldErrors: { body: message } });
      const asVendor = await callAction(dashboardAction, formPost('/vendors/dashboard', { intent: 'message', body }, vendor.jar));
      expect(asVendor.status).toBe(400);
      expect(asVendor.data).toMatchObject({ ok: false, intent: 'message', fieldErrors: { body: message } });
      expect(await writeToVendor({ actor: asAdmin(admin.id), vendorId: vendor.id, body })).toMatchObject({
        ok: false,
        code: 'invalid-body',
        field: 'body',
      });
    }
    // 5000 characters is the limit, not past it.
    expect(await replyAsVendor({ actor: asUser(vendor.id), body: 'y'.repeat(5000) })).toMatchObject({ ok: true });
    const [written] = await db.select({ count: count() }).from(vendorMessages).where(eq(vendorMessages.vendorId, vendor.id));
    expect(written?.count).toBe(1);
    expect(await emailsOf(vendor.id)).toHaveLength(0);
    // A store that does not exist is not written to.
    expect(await writeToVendor({ actor: asAdmin(admin.id), vendorId: admin.id, body: 'Nobody home?' })).toMatchObject({
      ok: false,
      code: 'vendor-not-found',
    });
  });
});
