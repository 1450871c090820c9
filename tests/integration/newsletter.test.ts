import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages, newsletterSubscriptions, outboxEvents } from '~/db/schema/index';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { startJobs, stopJobs } from '~/features/jobs/worker.server';
import { action, loader } from '~/routes/api/newsletter';
import { getLogger } from '~/utils/logger.server';
import { callAction } from '../setup/route-calls';
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
