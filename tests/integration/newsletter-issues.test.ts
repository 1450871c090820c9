import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages } from '~/db/schema/messaging';
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions } from '~/db/schema/newsletter';
import type { SessionUser } from '~/features/accounts/guard.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { publishEvent } from '~/features/jobs/events.server';
import { listUnsubscribeHeaders } from '~/features/messaging/messaging.server';
import { newsletterIssueSendRequested } from '~/features/newsletter/events';
import type { IssueFormInput } from '~/features/newsletter/issue-rules';
import { findIssue, listIssues, requestIssueSend, saveIssue, sendIssueBatch } from '~/features/newsletter/issues.server';
import { issueAction } from '~/routes/admin/newsletter-issue.server';
import { action as preferencesAction } from '~/routes/api/newsletter-preferences';
import { isActorRefusal } from '~/utils/actor';
import { resetEnvCache } from '~/utils/env.server';
import { signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { setupJobRunner } from '../setup/job-runner';
import { startSmtpTestServer } from '../setup/smtp-test-server';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Newsletter issues (issue 36, decision 0083): an admin writes and previews an issue, sends it
 * once to the confirmed subscribers only, and a send that dies half-way and runs again writes
 * nobody a second email; every email carries the one-click unsubscribe.
 */

const database = await setupTestDatabase();
setupJobRunner(database);
const { db } = database;

const input = (overrides: Partial<IssueFormInput> = {}): IssueFormInput => ({
  subject: `December in the garden ${randomUUID().slice(0, 6)}`,
  preheader: 'Garlic, broad beans and a plan for spring',
  body: '## Garlic\n\nPlant cloves **pointed end up**, a hand apart.',
  ...overrides,
});

async function makeAdmin() {
  const admin = await signUpPerson('news-admin', { role: 'admin' });
  return asAdmin(admin.id);
}

/** Subscribers in each state, with addresses unique to the test. */
async function subscribers(counts: { confirmed: number; pending?: number; unsubscribed?: number }) {
  const tag = randomUUID().slice(0, 8);
  const rows = [
    ...Array.from({ length: counts.confirmed }, (_, index) => ({
      email: `reader-${tag}-${index}@example.org`,
      status: 'confirmed' as const,
      confirmedAt: new Date(),
      lang: index === 0 ? 'es' : 'en',
    })),
    ...Array.from({ length: counts.pending ?? 0 }, (_, index) => ({
      email: `pending-${tag}-${index}@example.org`,
      status: 'pending' as const,
    })),
    ...Array.from({ length: counts.unsubscribed ?? 0 }, (_, index) => ({
      email: `gone-${tag}-${index}@example.org`,
      status: 'unsubscribed' as const,
      confirmedAt: new Date(),
    })),
  ];
  return db.insert(newsletterSubscriptions).values(rows).returning();
}

/** Every subscriber still confirmed leaves the audience of the next test. */
const clearAudience = () =>
  db.update(newsletterSubscriptions).set({ status: 'unsubscribed' }).where(eq(newsletterSubscriptions.status, 'confirmed'));

const messagesOf = (issueId: string) =>
  db
    .select({
      to: emailMessages.toAddress,
      status: emailMessages.status,
      locale: emailMessages.locale,
      subject: emailMessages.subject,
      html: emailMessages.html,
      text: emailMessages.text,
      listUnsubscribe: emailMessages.listUnsubscribe,
    })
    .from(emailMessages)
    .where(and(eq(emailMessages.template, 'newsletter-issue'), sql`${emailMessages.meta}->>'issueId' = ${issueId}`));

const deliveriesOf = (issueId: string) =>
  db
    .select({ subscriptionId: newsletterDeliveries.subscriptionId, status: newsletterDeliveries.status })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, issueId));

async function draft(actor = asAdmin(randomUUID()), overrides: Partial<IssueFormInput> = {}) {
  const saved = await saveIssue({ actor, issueId: null, input: input(overrides) });
  if (!saved.ok) throw new Error(`save refused: ${saved.code}`);
  return saved.issueId;
}

const sessionOf = (id: string, role: SessionUser['role']): SessionUser => ({
  id,
  email: `${id}@example.org`,
  firstName: 'Ada',
  lastName: null,
  role,
  roles: role === 'user' ? [] : [role],
});

const formRequest = (fields: Record<string, string>) =>
  new Request('http://localhost/admin/communications/new', { method: 'POST', body: new URLSearchParams(fields) });

describe('writing an issue', () => {
  it('previews the markdown through the one sanitising path, and saves a draft', async () => {
    const admin = sessionOf((await makeAdmin()).id, 'admin');
    const preview = (await issueAction(
      formRequest({ intent: 'preview', subject: '', preheader: '', body: '## Sow\n\n*Now*<script>alert(1)</script>' }),
      admin,
      null,
    )) as unknown as { data: { ok: boolean; preview: string } };
    expect(preview.data.ok).toBe(true);
    expect(preview.data.preview).toContain('<em>Now</em>');
    expect(preview.data.preview).toMatch(/<h2[^>]*>Sow<\/h2>/);
    expect(preview.data.preview).not.toContain('<script');

    const refused = (await issueAction(
      formRequest({ intent: 'save', subject: 'Hi', preheader: '', body: ' ' }),
      admin,
      null,
    )) as unknown as {
      data: { ok: boolean; fieldErrors: Record<string, string> };
    };
    expect(refused.data.ok).toBe(false);
    expect(refused.data.fieldErrors).toEqual({
      subject: 'newsletter.issues.errors.subjectTooShort',
      body: 'newsletter.issues.errors.bodyRequired',
    });

    const before = await db.select({ id: newsletterIssues.id }).from(newsletterIssues);
    const saved = (await issueAction(
      formRequest({ intent: 'save', subject: 'Seed catalogues are here', preheader: '', body: 'Read them by the fire.' }),
      admin,
      null,
    )) as Response;
    expect(saved.status).toBe(302);
    const after = await db.select({ id: newsletterIssues.id, status: newsletterIssues.status }).from(newsletterIssues);
    expect(after).toHaveLength(before.length + 1);
    const created = after.find((row) => !before.some((old) => old.id === row.id));
    expect(saved.headers.get('location')).toBe(`/admin/communications/${created?.id}`);
    expect(created?.status).toBe('draft');
  });

  it('refuses anyone but an admin, to write, read or send', async () => {
    const member = asUser((await signUpPerson('news-member')).id);
    const issueId = await draft(await makeAdmin());
    const attempts = [
      () => saveIssue({ actor: member, issueId: null, input: input() }),
      () => saveIssue({ actor: member, issueId, input: input() }),
      () => requestIssueSend({ actor: member, issueId }),
      () => listIssues({ actor: member }),
      () => findIssue({ actor: member, issueId }),
    ];
    for (const attempt of attempts) {
      const refusal = await attempt().then(
        () => null,
        (error: unknown) => error,
      );
      expect(isActorRefusal(refusal)).toBe(true);
    }
    const [row] = await db
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    expect(row?.status).toBe('draft');
    expect(await deliveriesOf(issueId)).toEqual([]);
  });
});

describe('sending an issue', () => {
  it('goes to confirmed subscribers only, one delivery row and one outbox message each, with the one-click header', async () => {
    await clearAudience();
    const admin = await makeAdmin();
    const people = await subscribers({ confirmed: 3, pending: 1, unsubscribed: 1 });
    const confirmed = people.filter((person) => person.status === 'confirmed');
    const issueId = await draft(admin);

    const sent = await requestIssueSend({ actor: admin, issueId });
    expect(sent).toEqual({ ok: true, recipients: 3 });
    await drainJobs();

    const deliveries = await deliveriesOf(issueId);
    expect(deliveries.map((row) => row.subscriptionId).sort()).toEqual(confirmed.map((person) => person.id).sort());
    expect(new Set(deliveries.map((row) => row.status))).toEqual(new Set(['queued']));
    const messages = await messagesOf(issueId);
    expect(messages.map((message) => message.to).sort()).toEqual(confirmed.map((person) => person.email).sort());
    // In the subscriber's language, with the issue's words, and each one's own unsubscribe link.
    for (const person of confirmed) {
      const message = messages.find((candidate) => candidate.to === person.email);
      const url = `http://localhost:3000/newsletter/preferences?token=${person.unsubscribeToken}`;
      expect(message?.locale).toBe(person.lang);
      expect(message?.html).toContain('<strong>pointed end up</strong>');
      expect(message?.listUnsubscribe).toBe(url);
      expect(message?.text).toContain(url);
      expect(listUnsubscribeHeaders(url)).toEqual({
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }

    const page = await findIssue({ actor: admin, issueId });
    expect(page?.issue.status).toBe('sent');
    // Without SMTP the outbox is the delivery: kept there, which the page counts as sent.
    expect(page?.totals).toEqual({ waiting: 0, queued: 0, sent: 3, failed: 0, skipped: 0, total: 3 });

    // An issue goes out once: a second request is refused and writes nothing.
    const again = await requestIssueSend({ actor: admin, issueId });
    expect(again).toMatchObject({ ok: false, code: 'already-sent', status: 409 });
    const edit = await saveIssue({ actor: admin, issueId, input: input() });
    expect(edit).toMatchObject({ ok: false, code: 'already-sent' });
    expect(await messagesOf(issueId)).toHaveLength(3);
  });

  it('survives a crash mid-send: run again from the start, nobody gets two messages', async () => {
    await clearAudience();
    const admin = await makeAdmin();
    const people = await subscribers({ confirmed: 7 });
    const issueId = await draft(admin);
    expect(await requestIssueSend({ actor: admin, issueId })).toEqual({ ok: true, recipients: 7 });

    // The job's first batch commits, then the process dies before the next one.
    expect(await sendIssueBatch({ issueId, size: 3 })).toBe(3);
    expect(await messagesOf(issueId)).toHaveLength(3);
    const waiting = (await deliveriesOf(issueId)).filter((row) => row.status === 'waiting');
    expect(waiting).toHaveLength(4);
    const [midway] = await db
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    expect(midway?.status).toBe('sending');

    // "Restart": the durable job is still queued and runs from the start.
    await drainJobs();
    // And it is delivered once more (a redelivery after a lost acknowledgement), then once more by hand.
    await publishEvent(db, newsletterIssueSendRequested, { issueId });
    await drainJobs();
    expect(await sendIssueBatch({ issueId })).toBe(0);

    const messages = await messagesOf(issueId);
    expect(messages).toHaveLength(7);
    expect(new Set(messages.map((message) => message.to)).size).toBe(7);
    expect(messages.map((message) => message.to).sort()).toEqual(people.map((person) => person.email).sort());
    const deliveries = await deliveriesOf(issueId);
    expect(deliveries).toHaveLength(7);
    expect(deliveries.every((row) => row.status === 'queued')).toBe(true);
    const [done] = await db
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    expect(done?.status).toBe('sent');
  });

  it('skips whoever unsubscribed between the request and their batch, and refuses an empty audience', async () => {
    await clearAudience();
    const admin = await makeAdmin();
    const [stays, leaves] = await subscribers({ confirmed: 2 });
    if (!stays || !leaves) throw new Error('no subscribers');
    const issueId = await draft(admin);
    expect(await requestIssueSend({ actor: admin, issueId })).toEqual({ ok: true, recipients: 2 });
    await db.update(newsletterSubscriptions).set({ status: 'unsubscribed' }).where(eq(newsletterSubscriptions.id, leaves.id));
    await drainJobs();
    const messages = await messagesOf(issueId);
    expect(messages.map((message) => message.to)).toEqual([stays.email]);
    const page = await findIssue({ actor: admin, issueId });
    expect(page?.totals).toMatchObject({ sent: 1, skipped: 1, total: 2 });
    expect(page?.deliveries.find((line) => line.email === leaves.email)?.state).toBe('skipped');

    await clearAudience();
    const lonely = await draft(admin);
    expect(await requestIssueSend({ actor: admin, issueId: lonely })).toMatchObject({ ok: false, code: 'no-recipients' });
    const [row] = await db
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, lonely));
    expect(row?.status).toBe('draft');
  });

  it('puts the one-click headers on the wire when a mail server delivers the issue', async () => {
    await clearAudience();
    const admin = await makeAdmin();
    const [reader] = await subscribers({ confirmed: 1 });
    if (!reader) throw new Error('no subscriber');
    const smtp = await startSmtpTestServer();
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
    try {
      const issueId = await draft(admin);
      await requestIssueSend({ actor: admin, issueId });
      await drainJobs();
      await drainJobs();
      const received = await smtp.waitFor((message) => smtp.recipientsOf(message).includes(reader.email));
      const url = `http://localhost:3000/newsletter/preferences?token=${reader.unsubscribeToken}`;
      const header = (name: string) =>
        received.headerLines
          .find((line) => line.key === name)
          ?.line.replace(/^[^:]+:\s*/, '')
          .replace(/\r\n\s*/g, ' ');
      expect(header('list-unsubscribe')).toBe(`<${url}>`);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(received.text).toContain(url);
      const page = await findIssue({ actor: admin, issueId });
      expect(page?.totals).toMatchObject({ sent: 1, total: 1 });
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
      await smtp.close();
    }
  });

  it('unsubscribes in one click from the emailed address, without a session', async () => {
    await clearAudience();
    const admin = await makeAdmin();
    const [reader] = await subscribers({ confirmed: 1 });
    const issueId = await draft(admin);
    await requestIssueSend({ actor: admin, issueId });
    await drainJobs();
    const [message] = await messagesOf(issueId);
    expect(message?.listUnsubscribe).toBeTruthy();
    const response = (await preferencesAction({
      // A mail provider's POST: no cookie, only the RFC 8058 body.
      request: new Request(message?.listUnsubscribe ?? '', {
        method: 'POST',
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    const [row] = await db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(inArray(newsletterSubscriptions.id, [reader?.id ?? '']));
    expect(row?.status).toBe('unsubscribed');
  });
});
