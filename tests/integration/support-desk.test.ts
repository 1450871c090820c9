import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages } from '~/db/schema/messaging';
import { supportMessages, supportTickets } from '~/db/schema/support';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { closeTicket, findTicket, listTickets, reopenTicket, replyToTicket } from '~/features/support/desk.server';
import { supportPersonalData } from '~/features/support/personal-data.server';
import { action as contactAction, loader as contactLoader } from '~/routes/content/contact';
import { loader as deskLoader } from '~/routes/creator-hub/pro-support-desk';
import { action as ticketAction, loader as ticketLoader } from '~/routes/creator-hub/pro-support-ticket';
import { isActorRefusal } from '~/utils/actor';
import { resetEnvCache } from '~/utils/env.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The contact desk (issue 36, decision 0082): a message from /contact opens a ticket and queues
 * an acknowledgement; an admin answers (recorded, emailed) and closes it; a non-admin can do
 * none of it; a honeypot hit, bad input and a flood leave nothing behind.
 */

const database = await setupTestDatabase();
const { db } = database;

/** SUPPORT_EMAIL's default (no test sets it). */
const SUPPORT_EMAIL = 'support@verde-living.example';

const uniqueEmail = (prefix: string) => `${prefix}.${randomUUID().slice(0, 8)}@example.org`;

const contactFields = (overrides: Record<string, string> = {}) => ({
  name: 'Rosa Field',
  email: uniqueEmail('rosa'),
  topic: 'order',
  message: 'My seed order arrived with a torn packet of kale seeds. Could you send another?',
  website: '',
  ...overrides,
});

const ticketsFrom = (email: string) => db.select().from(supportTickets).where(eq(supportTickets.email, email));
const emailsTo = (email: string, template?: string) =>
  db
    .select()
    .from(emailMessages)
    .where(
      template
        ? and(eq(emailMessages.toAddress, email), eq(emailMessages.template, template))
        : eq(emailMessages.toAddress, email),
    );

/** Posts the contact form from an address of its own (or the one given). */
function postContact(fields: Record<string, string>, jar = new CookieJar(), ip?: string) {
  const request = formPost('/contact', fields, jar);
  if (ip) request.headers.set(CLIENT_IP_HEADER, ip);
  return callAction(contactAction, request);
}

function withLimits<T>(limits: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(limits).map((name) => [name, process.env[name]]));
  Object.assign(process.env, limits);
  resetEnvCache();
  return run().finally(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
  });
}

describe('the contact form', () => {
  it('opens a ticket and queues an acknowledgement; an admin answers by email and closes it', async () => {
    const fields = contactFields();
    const sent = await postContact(fields);
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/contact?sent=1#contact-form');

    const [ticket] = await ticketsFrom(fields.email);
    expect(ticket).toMatchObject({ name: 'Rosa Field', topic: 'order', status: 'open', userId: null });
    if (!ticket) throw new Error('no ticket');
    const thread = await db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id));
    expect(thread).toMatchObject([{ author: 'customer', body: fields.message }]);
    const [ack] = await emailsTo(fields.email, 'support-received');
    expect(ack?.subject).toContain(`ticket ${ticket.number}`);
    expect(ack?.text).toContain('torn packet of kale seeds');
    // Sent from the no-reply MAIL_FROM: a reply goes to the desk's mailbox, the one /contact lists.
    expect(ack?.replyTo).toBe(SUPPORT_EMAIL);

    // The page says so, without JavaScript.
    const page = await callAction(contactLoader, pageGet('/contact?sent=1', new CookieJar()));
    expect(page.data).toMatchObject({ sent: true, prefill: null, contact: { email: SUPPORT_EMAIL } });

    // The desk lists it, newest first.
    const admin = await signUpPerson('desk-admin', { role: 'admin' });
    const desk = await callAction(deskLoader, pageGet('/creator-hub/pro-support-desk?status=open', admin.jar));
    expect(desk.status).toBe(200);
    const listed = desk.data as { tickets: { id: string }[]; open: number };
    expect(listed.tickets[0]?.id).toBe(ticket.id);

    // The admin answers: the answer is on the ticket and on its way to the customer.
    const params = { ticketId: ticket.id };
    const path = `/creator-hub/pro-support-desk/${ticket.id}`;
    const replied = await callAction(
      ticketAction,
      formPost(path, { intent: 'reply', body: 'Sorry about that packet.\n\nA new one goes out today.' }, admin.jar),
      params,
    );
    expect(replied.status).toBe(302);
    const [reply] = await emailsTo(fields.email, 'support-reply');
    expect(reply?.subject).toContain(`ticket ${ticket.number}`);
    expect(reply?.text).toContain('A new one goes out today.');
    expect(reply?.replyTo).toBe(SUPPORT_EMAIL);
    const shown = await callAction(ticketLoader, pageGet(path, admin.jar), params);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      ticket: { status: 'answered', messages: [{ author: 'customer' }, { author: 'staff', authorName: expect.any(String) }] },
      orders: [],
      enrolments: [],
    });

    // Closed: no more answers until it is reopened.
    expect((await callAction(ticketAction, formPost(path, { intent: 'close' }, admin.jar), params)).status).toBe(302);
    const [closed] = await ticketsFrom(fields.email);
    expect(closed).toMatchObject({ status: 'closed', closedBy: admin.id });
    expect(closed?.closedAt).toBeInstanceOf(Date);
    const refused = await callAction(
      ticketAction,
      formPost(path, { intent: 'reply', body: 'One more thing.' }, admin.jar),
      params,
    );
    expect(refused.status).toBe(409);
    expect(await emailsTo(fields.email, 'support-reply')).toHaveLength(1);
    expect(await reopenTicket({ actor: asAdmin(admin.id), ticketId: ticket.id })).toMatchObject({ ok: true });
    expect((await ticketsFrom(fields.email))[0]).toMatchObject({ status: 'open', closedAt: null, closedBy: null });
  });

  it('links a signed-in sender’s account and fills in their name and address', async () => {
    const member = await signUpPerson('desk-member');
    const page = await callAction(contactLoader, pageGet('/contact', member.jar));
    expect(page.data).toMatchObject({ prefill: { name: 'Sam Shopper', email: member.email } });
    const fields = contactFields({ email: member.email, topic: 'course' });
    expect((await postContact(fields, member.jar)).status).toBe(302);
    const [ticket] = await ticketsFrom(member.email);
    expect(ticket?.userId).toBe(member.id);
    const [ack] = await emailsTo(member.email, 'support-received');
    expect(ack?.userId).toBe(member.id);
  });

  it('drops a honeypot hit quietly: the same answer, no ticket, no email', async () => {
    const fields = contactFields({ website: 'https://cheap-pills.example' });
    const answer = await postContact(fields);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/contact?sent=1#contact-form');
    expect(await ticketsFrom(fields.email)).toHaveLength(0);
    expect(await emailsTo(fields.email)).toHaveLength(0);
  });

  it('answers bad input beside its fields, keeps what was typed and writes nothing', async () => {
    const fields = contactFields({ name: ' ', email: 'not-an-address', topic: 'lottery', message: 'Hi' });
    const answer = await postContact(fields);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: {
        name: 'support.contact.errors.nameRequired',
        email: 'support.contact.errors.email',
        topic: 'support.contact.errors.topic',
        message: 'support.contact.errors.messageTooShort',
      },
      values: { email: 'not-an-address', message: 'Hi' },
    });
    const long = contactFields({ message: 'x'.repeat(5001) });
    expect((await postContact(long)).data).toMatchObject({ fieldErrors: { message: 'support.contact.errors.messageTooLong' } });
    expect(await ticketsFrom('not-an-address')).toHaveLength(0);
    expect(await ticketsFrom(long.email)).toHaveLength(0);
    expect(await emailsTo(long.email)).toHaveLength(0);
  });

  it('limits messages per sender’s address and per client address, with Retry-After', async () => {
    await withLimits({ RATE_LIMIT_CONTACT_EMAIL: '2/3600', RATE_LIMIT_CONTACT_IP: '3/3600' }, async () => {
      const email = uniqueEmail('flood');
      for (let index = 0; index < 2; index++) expect((await postContact(contactFields({ email }))).status).toBe(302);
      const third = await postContact(contactFields({ email }));
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(third.data).toMatchObject({ ok: false, formError: 'accounts.errors.rateLimited', values: { email } });
      expect(await ticketsFrom(email)).toHaveLength(2);

      // One client address, many sender addresses.
      const ip = `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let index = 0; index < 3; index++) expect((await postContact(contactFields(), new CookieJar(), ip)).status).toBe(302);
      const another = contactFields();
      expect((await postContact(another, new CookieJar(), ip)).status).toBe(429);
      expect(await ticketsFrom(another.email)).toHaveLength(0);
      expect(await emailsTo(another.email)).toHaveLength(0);
    });
  });
});

describe('who may use the desk', () => {
  it('refuses a non-admin: the pages, the actions and every operation', async () => {
    const fields = contactFields();
    await postContact(fields);
    const [ticket] = await ticketsFrom(fields.email);
    if (!ticket) throw new Error('no ticket');
    const member = await signUpPerson('desk-nosy');
    const path = `/creator-hub/pro-support-desk/${ticket.id}`;
    const params = { ticketId: ticket.id };

    expect((await callAction(deskLoader, pageGet('/creator-hub/pro-support-desk', member.jar))).status).toBe(403);
    expect((await callAction(ticketLoader, pageGet(path, member.jar), params)).status).toBe(403);
    const answered = await callAction(
      ticketAction,
      formPost(path, { intent: 'reply', body: 'Not mine to say.' }, member.jar),
      params,
    );
    expect(answered.status).toBe(403);
    const closing = await callAction(ticketAction, formPost(path, { intent: 'close' }, member.jar), params);
    expect(closing.status).toBe(403);

    const actor = asUser(member.id);
    const ticketId = ticket.id;
    await expect(listTickets({ actor, status: null, q: '', page: 1 })).rejects.toSatisfy(isActorRefusal);
    await expect(findTicket({ actor, ticketId })).rejects.toSatisfy(isActorRefusal);
    await expect(replyToTicket({ actor, ticketId, body: 'Not mine to say.' })).rejects.toSatisfy(isActorRefusal);
    await expect(closeTicket({ actor, ticketId })).rejects.toSatisfy(isActorRefusal);
    await expect(reopenTicket({ actor, ticketId })).rejects.toSatisfy(isActorRefusal);

    expect((await ticketsFrom(fields.email))[0]?.status).toBe('open');
    expect(await db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id))).toHaveLength(1);
    expect(await emailsTo(fields.email, 'support-reply')).toHaveLength(0);
  });

  it('answers an unknown ticket as not found, and an empty answer beside its field', async () => {
    const admin = await signUpPerson('desk-admin2', { role: 'admin' });
    const missing = randomUUID();
    const path = `/creator-hub/pro-support-desk/${missing}`;
    expect((await callAction(ticketLoader, pageGet(path, admin.jar), { ticketId: missing })).status).toBe(404);
    expect(await closeTicket({ actor: asAdmin(admin.id), ticketId: missing })).toMatchObject({ ok: false, code: 'not-found' });
    const fields = contactFields();
    await postContact(fields);
    const [ticket] = await ticketsFrom(fields.email);
    if (!ticket) throw new Error('no ticket');
    const empty = await callAction(
      ticketAction,
      formPost(`/creator-hub/pro-support-desk/${ticket.id}`, { intent: 'reply', body: '  ' }, admin.jar),
      { ticketId: ticket.id },
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ fieldErrors: { body: 'support.desk.errors.replyTooShort' } });
    expect(await emailsTo(fields.email, 'support-reply')).toHaveLength(0);
  });
});

describe('personal data', () => {
  it('exports a person’s tickets with their thread and erases them with the account', async () => {
    const member = await signUpPerson('desk-leaving');
    await postContact(contactFields({ email: member.email }), member.jar);
    const person = { id: member.id, email: member.email };
    const exported = await supportPersonalData.export(db, person);
    expect(exported).toMatchObject({
      supportTickets: [{ email: member.email, status: 'open' }],
      supportMessages: [{ author: 'customer' }],
    });
    await db.transaction((tx) => supportPersonalData.erase(tx, person));
    expect(await ticketsFrom(member.email)).toHaveLength(0);
  });
});
