import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages, newsletterSubscriptions, outboxEvents } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { startJobs, stopJobs } from '~/features/jobs/worker.server';
import { action, loader } from '~/routes/api/newsletter';
import { action as preferencesAction, loader as preferencesLoader } from '~/routes/api/newsletter-preferences';
import { resetEnvCache } from '~/utils/env.server';
import { getLogger } from '~/utils/logger.server';
import { callAction } from '../setup/route-calls';
import { startSmtpTestServer } from '../setup/smtp-test-server';
import { setupTestDatabase } from '../setup/test-database';
// Every feature's jobs and event subscribers, registered as the server does before startJobs().
import '../../server/background-work';

const database = await setupTestDatabase();

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return callAction(
    action,
    new Request('http://localhost/newsletter', { method: 'POST', body: new URLSearchParams(fields), headers }),
  );
}

describe('newsletter sign-up', () => {
  it('stores a pending subscription and announces it for the confirmation email', async () => {
    const result = await post({ email: '  Grower@Example.ORG ' }, { cookie: 'lang=es-CO' });
    expect(result.data).toEqual({ ok: true, status: 'subscribed' });
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'grower@example.org'));
    expect(row).toMatchObject({ status: 'pending', lang: 'es-CO' });
    const events = await database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'newsletter.subscription_requested'));
    expect(events.map((event) => event.payload)).toContainEqual({ subscriptionId: row?.id });
  });

  it('answers a second sign-up politely and stores nothing new', async () => {
    await post({ email: 'twice@example.org' });
    const again = await post({ email: 'TWICE@example.org' });
    expect(again.data).toEqual({ ok: true, status: 'already-pending' });
    await database.db
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed' })
      .where(eq(newsletterSubscriptions.email, 'twice@example.org'));
    expect((await post({ email: 'twice@example.org' })).data).toEqual({ ok: true, status: 'already-subscribed' });
    const rows = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'twice@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('rejects bad addresses with a message for the field and writes nothing', async () => {
    const before = await database.db.select().from(newsletterSubscriptions);
    const cases: Array<[string, string]> = [
      ['', 'newsletter.errors.required'],
      ['not-an-email', 'newsletter.errors.invalid'],
      ['<script>@x.org', 'newsletter.errors.invalid'],
      ["x'; drop table users;--@example.org", 'newsletter.errors.invalid'],
      [`${'a'.repeat(250)}@example.org`, 'newsletter.errors.tooLong'],
    ];
    for (const [email, message] of cases) {
      const result = await post({ email });
      expect(result.status, email).toBe(400);
      expect(result.data, email).toEqual({ ok: false, fieldErrors: { email: message } });
    }
    expect(await database.db.select().from(newsletterSubscriptions)).toHaveLength(before.length);
  });

  it('drops sign-ups that fill the hidden field (bots)', async () => {
    const result = await post({ email: 'bot@example.org', website: 'http://spam.example' });
    expect(result.status).toBe(400);
    const rows = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'bot@example.org'));
    expect(rows).toEqual([]);
  });

  it('sends the double opt-in link once, and the link confirms the subscription once', async () => {
    await startJobs({ handle: database, logger: getLogger(), runWorkers: false });
    try {
      await post({ email: 'confirm-me@example.org' });
      await drainJobs();
      await drainJobs();
      const mails = await database.db
        .select({ text: emailMessages.text, template: emailMessages.template })
        .from(emailMessages)
        .where(eq(emailMessages.toAddress, 'confirm-me@example.org'));
      expect(mails.map((mail) => mail.template)).toEqual(['newsletter-confirm']);
      const link = mails[0]?.text?.match(/https?:\/\/\S+\/newsletter\?confirm=\S+/)?.[0];
      expect(link).toBeDefined();

      const open = (url: string) => callAction(loader, new Request(url));
      const confirmed = await open(link as string);
      expect((confirmed.data as { confirmation: string }).confirmation).toBe('confirmed');
      expect(confirmed.headers.get('cache-control')).toBe('no-store');
      const [row] = await database.db
        .select({ status: newsletterSubscriptions.status, hash: newsletterSubscriptions.confirmTokenHash })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, 'confirm-me@example.org'));
      expect(row).toEqual({ status: 'confirmed', hash: null });
      expect(((await open(link as string)).data as { confirmation: string }).confirmation).toBe('invalid');
      expect(
        ((await open('http://localhost/newsletter?confirm=not-a-token')).data as { confirmation: string }).confirmation,
      ).toBe('invalid');
    } finally {
      await stopJobs();
    }
  });
});

async function signUpAndGetMail(email: string) {
  await post({ email });
  await drainJobs();
  await drainJobs();
  const [mail] = await database.db
    .select({ text: emailMessages.text, listUnsubscribe: emailMessages.listUnsubscribe, status: emailMessages.status })
    .from(emailMessages)
    .where(eq(emailMessages.toAddress, email));
  return mail;
}

describe('unsubscribing (RFC 8058) and the preferences page', () => {
  it('puts an unsubscribe link in the email, and its header on the wire', async () => {
    const smtp = await startSmtpTestServer();
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
    await startJobs({ handle: database, logger: getLogger(), runWorkers: false });
    try {
      await post({ email: 'headers@example.org' });
      await drainJobs();
      await drainJobs();
      const received = await smtp.waitFor((message) => smtp.recipientsOf(message).includes('headers@example.org'));
      const [row] = await database.db
        .select({ token: newsletterSubscriptions.unsubscribeToken })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, 'headers@example.org'));
      const url = `http://localhost:3000/newsletter/preferences?token=${row?.token}`;
      const header = (name: string) =>
        received.headerLines
          .find((line) => line.key === name)
          ?.line.replace(/^[^:]+:\s*/, '')
          .replace(/\r\n\s*/g, ' ');
      expect(header('list-unsubscribe')).toBe(`<${url}>`);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(received.text).toContain(url);
      // Sent: the address is not kept in the log any longer than the bodies are.
      const [sent] = await database.db
        .select({ listUnsubscribe: emailMessages.listUnsubscribe, status: emailMessages.status })
        .from(emailMessages)
        .where(eq(emailMessages.toAddress, 'headers@example.org'));
      expect(sent).toEqual({ listUnsubscribe: null, status: 'sent' });
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
      await stopJobs();
      await smtp.close();
    }
  });

  it('unsubscribes with one POST and no cookies, and again changes nothing', async () => {
    await startJobs({ handle: database, logger: getLogger(), runWorkers: false });
    try {
      const mail = await signUpAndGetMail('one-click@example.org');
      expect(mail?.listUnsubscribe).toMatch(/\/newsletter\/preferences\?token=[0-9a-f-]{36}$/);
      expect(mail?.text).toContain(mail?.listUnsubscribe ?? 'missing');
      const oneClick = () =>
        preferencesAction({
          request: new Request(mail?.listUnsubscribe ?? '', {
            method: 'POST',
            body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
          }),
          params: {},
          context: {},
        } as never) as Promise<Response>;
      const first = await oneClick();
      expect(first.status).toBe(200);
      expect(await first.text()).toBe('Unsubscribed.');
      expect((await oneClick()).status).toBe(200);
      const [row] = await database.db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, 'one-click@example.org'));
      expect(row?.status).toBe('unsubscribed');
    } finally {
      await stopJobs();
    }
  });

  it('shows the subscription for its token only, and lets the person leave and come back', async () => {
    await startJobs({ handle: database, logger: getLogger(), runWorkers: false });
    try {
      const mail = await signUpAndGetMail('prefs@example.org');
      const url = mail?.listUnsubscribe ?? '';
      const page = await callAction(preferencesLoader, new Request(url));
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({ preferences: { email: 'prefs@example.org', status: 'pending' } });
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');

      const stranger = await callAction(
        preferencesLoader,
        new Request('http://localhost/newsletter/preferences?token=00000000-0000-4000-8000-000000000000'),
      );
      expect(stranger.status).toBe(404);
      expect(stranger.data).toMatchObject({ preferences: null });
      expect(
        (await callAction(preferencesLoader, new Request('http://localhost/newsletter/preferences?token=nope'))).status,
      ).toBe(404);

      const press = (intent: string) =>
        callAction(preferencesAction, new Request(url, { method: 'POST', body: new URLSearchParams({ intent }) }));
      expect((await press('unsubscribe')).data).toEqual({ ok: true, message: 'newsletter.preferences.unsubscribed' });
      expect((await press('subscribe')).data).toEqual({ ok: true, message: 'newsletter.preferences.subscribed' });
      expect((await press('delete-everything')).status).toBe(400);
      const [row] = await database.db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, 'prefs@example.org'));
      expect(row?.status).toBe('confirmed');
    } finally {
      await stopJobs();
    }
  });
});
