import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, outboxEvents, userRoles, users } from '~/db/schema/index';
import { userSignedUp } from '~/features/accounts/events';
import { recordFirstSignIn } from '~/features/accounts/sign-in-completion.server';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { getJobsState } from '~/features/jobs/job-runtime.server';
import { renderEmail } from '~/features/messaging/emails/render-email.server';
import { EMAIL_TEMPLATES, type EmailProps, type EmailTemplateName } from '~/features/messaging/emails/templates';
import { emailQueued } from '~/features/messaging/events';
import {
  deliverEmail,
  EMAIL_PAGE_SIZE,
  findEmail,
  isMailboxOpen,
  listEmails,
  MAX_DELIVERY_ATTEMPTS,
  sendEmail,
} from '~/features/messaging/messaging.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { finishSignIn } from '~/routes/auth/finish-sign-in.server';
import { resetEnvCache } from '~/utils/env.server';
import { setupJobRunner } from '../setup/job-runner';
import { type SmtpTestServer, startSmtpTestServer } from '../setup/smtp-test-server';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
const db = database.db;

const DELIVER_JOB = `${emailQueued.type}:deliver-email`;
const MAIL_FROM = 'Verde Test Mailer <mailer@verde.test>';

// ---------------------------------------------------------------------------------------------
// Environment: every test starts from the outbox (no SMTP_URL) on a local site, and whatever
// a test changes is put back afterwards.

const ENV_KEYS = ['SMTP_URL', 'SITE_URL', 'MAIL_FROM'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string | undefined>>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

function restoreEnv() {
  setEnv({ SMTP_URL: undefined, SITE_URL: 'http://localhost:3000', MAIL_FROM });
}

/** A port on 127.0.0.1 where nothing listens (taken, then released). */
async function deadSmtpUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=2000`;
}

let counter = 0;
/** A unique, mixed-case address: the store keeps it lower-case. */
const uniqueEmail = (label: string) => `${label}.${++counter}.${Date.now()}@Example.test`;

let smtp: SmtpTestServer;

beforeAll(async () => {
  restoreEnv();
  smtp = await startSmtpTestServer();
});

afterEach(() => {
  restoreEnv();
});

afterAll(async () => {
  await smtp?.close();
  setEnv(savedEnv);
});

// After the hooks above: the runner starts once the mail server is up, and stops before it closes.
setupJobRunner(database);

const verifyProps = (url: string): EmailProps<'verify-email'> => ({ firstName: 'Rosa', url, hours: 24 });

async function rowsTo(address: string) {
  return db.select().from(emailMessages).where(eq(emailMessages.toAddress, address.toLowerCase()));
}

async function countEventsFor(messageId: string) {
  const rows = await db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, emailQueued.type), sql`${outboxEvents.payload}->>'messageId' = ${messageId}`));
  return rows.length;
}

// ---------------------------------------------------------------------------------------------

describe('outbox delivery (no SMTP_URL)', () => {
  it('stores the rendered message in the outbox, with a plain-text part that writes the link out', async () => {
    const to = uniqueEmail('Outbox');
    const url = 'https://shop.example.test/auth/verify?token=abc123&next=%2Faccount';
    const result = await sendEmail({
      template: 'verify-email',
      to: `  ${to} `,
      props: verifyProps(url),
      meta: { reason: 'test' },
    });
    expect(result.status).toBe('outbox');

    const [row] = await rowsTo(to);
    expect(row).toMatchObject({
      id: result.id,
      template: 'verify-email',
      locale: 'en',
      toAddress: to.toLowerCase(),
      status: 'outbox',
      attempts: 0,
      lastError: null,
      meta: { reason: 'test' },
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.subject).toBe('Confirm your email address for Verde Living');
    expect(row?.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    // The href is HTML-escaped in the HTML part and written out as is in the text part.
    expect(row?.html).toContain('href="https://shop.example.test/auth/verify?token=abc123&amp;next=%2Faccount"');
    expect(row?.text).toContain(`Confirm my email: ${url}`);
    expect(row?.text).toContain('Hello Rosa,');
    expect(row?.text).not.toMatch(/<[a-z/]/i);
    // No event: nothing is waiting to be delivered.
    expect(await countEventsFor(result.id)).toBe(0);

    const found = await findEmail({ id: result.id });
    expect(found).toMatchObject({ id: result.id, to: to.toLowerCase(), status: 'outbox', locale: 'en' });
    expect(found?.html).toBe(row?.html);
    expect(found?.text).toBe(row?.text);
  });

  it('lists messages newest first, filtered by status and recipient, a page at a time', async () => {
    const to = uniqueEmail('Paged');
    const other = uniqueEmail('Other');
    const total = EMAIL_PAGE_SIZE + 2;
    // Older messages written in one go (rendering each through sendEmail is slow and adds
    // nothing here), then two sent the ordinary way, which are the newest.
    const start = Date.now() - 60_000;
    const older = await db
      .insert(emailMessages)
      .values(
        Array.from({ length: total - 2 }, (_, i) => ({
          template: 'welcome',
          toAddress: to.toLowerCase(),
          subject: `older ${i}`,
          status: 'outbox' as const,
          createdAt: new Date(start + i * 1_000),
        })),
      )
      .returning({ id: emailMessages.id });
    const ids = older.map((row) => row.id);
    for (const firstName of ['Newer', 'Newest']) {
      ids.push((await sendEmail({ template: 'welcome', to, props: { firstName } })).id);
    }
    await sendEmail({ template: 'welcome', to: other, props: { firstName: 'Other' } });
    // Other states, written directly: this test is about the list, not delivery.
    const [failed] = await db
      .insert(emailMessages)
      .values({ template: 'welcome', toAddress: to.toLowerCase(), subject: 'failed one', status: 'failed', attempts: 5 })
      .returning({ id: emailMessages.id });
    await db
      .insert(emailMessages)
      .values({ template: 'welcome', toAddress: to.toLowerCase(), subject: 'queued one', status: 'queued' });

    // The recipient filter ignores case and surrounding spaces, as the store does.
    const page1 = await listEmails({ to: ` ${to.toUpperCase()} `, status: 'outbox' });
    expect(page1.total).toBe(total);
    expect(page1.pageCount).toBe(2);
    expect(page1.emails).toHaveLength(EMAIL_PAGE_SIZE);
    expect(page1.emails.every((email) => email.to === to.toLowerCase() && email.status === 'outbox')).toBe(true);
    // Newest first.
    expect(page1.emails[0]?.id).toBe(ids.at(-1));
    const page2 = await listEmails({ to, status: 'outbox', page: 2 });
    expect(page2.emails.map((email) => email.id)).toEqual([ids[1], ids[0]]);
    expect(new Set([...page1.emails, ...page2.emails].map((email) => email.id))).toEqual(new Set(ids));
    expect((await listEmails({ to, status: 'outbox', page: 3 })).emails).toEqual([]);
    // A page below 1 is the first page.
    expect((await listEmails({ to, status: 'outbox', page: 0 })).emails[0]?.id).toBe(ids.at(-1));

    const onlyFailed = await listEmails({ to, status: 'failed' });
    expect(onlyFailed).toMatchObject({ total: 1, pageCount: 1 });
    expect(onlyFailed.emails.map((email) => email.id)).toEqual([failed?.id]);
    expect((await listEmails({ to, status: 'queued' })).total).toBe(1);
    expect((await listEmails({ to, status: 'sent' })).emails).toEqual([]);
    expect((await listEmails({ to })).total).toBe(total + 2);
    expect((await listEmails({ to: other })).total).toBe(1);
    expect((await listEmails({ to: uniqueEmail('nobody') })).pageCount).toBe(1);
    // The summary carries no bodies.
    expect(page1.emails[0]).not.toHaveProperty('html');
    expect(page1.emails[0]).not.toHaveProperty('text');
  });

  it('finds a message by id and refuses an id that is not a UUID', async () => {
    expect(await findEmail({ id: 'not-a-uuid' })).toBeNull();
    expect(await findEmail({ id: "' or 1=1 --" })).toBeNull();
    expect(await findEmail({ id: '' })).toBeNull();
    expect(await findEmail({ id: randomUUID() })).toBeNull();
  });

  // 36 characters of hex and dashes that are not a UUID would make the database throw.
  it('answers null, not a database error, for 36 characters of hex and dashes that are not a UUID', async () => {
    expect(await findEmail({ id: '-'.repeat(36) })).toBeNull();
    expect(await findEmail({ id: 'a'.repeat(36) })).toBeNull();
  });

  it('opens the local mailbox only on a local site without SMTP, and only to this machine', () => {
    const from = (ip: string) => new Request('http://localhost/dev/mailbox', { headers: { [CLIENT_IP_HEADER]: ip } });
    setEnv({ SITE_URL: 'http://localhost:3000', SMTP_URL: undefined });
    expect(isMailboxOpen(from('127.0.0.1'))).toBe(true);
    expect(isMailboxOpen(from('::1'))).toBe(true);
    expect(isMailboxOpen(from('192.168.1.20'))).toBe(false);
    setEnv({ SITE_URL: 'http://127.0.0.1:5173' });
    expect(isMailboxOpen(from('127.0.0.1'))).toBe(true);
    setEnv({ SITE_URL: 'https://shop.verde-living.example' });
    expect(isMailboxOpen(from('127.0.0.1'))).toBe(false);
    setEnv({ SITE_URL: 'http://localhost:3000', SMTP_URL: smtp.url });
    expect(isMailboxOpen(from('127.0.0.1'))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------

describe('rendering', () => {
  const hostile = '<script>x</script>';
  // One entry per template; TypeScript fails here when a template is added without sample props.
  const samples: { [N in EmailTemplateName]: EmailProps<N>[] } = {
    'verify-email': [{ firstName: 'Rosa', url: 'https://shop.example.test/verify?token=t1', hours: 24 }],
    'change-email': [
      { firstName: 'Rosa', url: 'https://shop.example.test/change?token=t2', newEmail: 'new@example.test', hours: 1 },
    ],
    'reset-password': [{ firstName: 'Rosa', url: 'https://shop.example.test/reset?token=t3', minutes: 30 }],
    'security-notice': (['password', 'email', 'twoFactorOn', 'twoFactorOff'] as const).map((change) => ({
      firstName: 'Rosa',
      change,
      when: '2025-03-01 10:00 UTC',
    })),
    welcome: [{ firstName: 'Rosa' }],
    'new-member-notice': [
      { userId: 'user-123', email: 'member@example.test', fullName: 'Rosa Díaz', phoneNumber: '+15550100123' },
    ],
    'newsletter-confirm': [
      {
        url: 'https://shop.example.test/newsletter?confirm=t4',
        unsubscribeUrl: 'https://shop.example.test/newsletter/preferences?token=6f1c2a9e-0000-4000-8000-000000000009',
      },
    ],
    'newsletter-issue': [
      {
        subject: 'What to sow in December',
        preheader: 'Garlic, broad beans and a plan for spring',
        html: '<h2>Garlic</h2><p>Plant cloves <strong>pointed end up</strong>.</p>',
        unsubscribeUrl: 'https://shop.example.test/newsletter/preferences?token=6f1c2a9e-0000-4000-8000-000000000009',
      },
      {
        subject: 'A short note',
        preheader: '',
        html: '<p>Thank you for reading.</p>',
        unsubscribeUrl: 'https://shop.example.test/newsletter/preferences?token=6f1c2a9e-0000-4000-8000-000000000009',
      },
    ],
    'order-confirmation': [
      {
        firstName: 'Ada',
        orderId: '6f1c2a9e-0000-4000-8000-000000000001',
        orderNumber: 1001,
        lines: [{ name: 'Kale seeds', quantity: 2, lineCents: 798 }],
        subtotalCents: 798,
        shippingCents: 695,
        taxCents: 64,
        totalCents: 1557,
        reliefCents: 80,
      },
    ],
    'order-shipped': [
      { firstName: 'Ada', orderId: '6f1c2a9e-0000-4000-8000-000000000001', orderNumber: 1001, trackingNumber: '1Z999' },
    ],
    'order-parcel-shipped': [
      {
        firstName: 'Ada',
        orderId: '6f1c2a9e-0000-4000-8000-000000000001',
        orderNumber: 1001,
        sender: { isShop: false, storeName: 'Green Thumb Seeds' },
        items: [{ name: 'Brandywine tomato seeds', quantity: 2 }],
        carrier: 'USPS',
        trackingNumber: '9400 1000 0000 0000',
        trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000',
        stillToCome: [
          { isShop: true, storeName: null, itemCount: 1 },
          { isShop: false, storeName: null, itemCount: 3 },
        ],
      },
      {
        firstName: 'Ada',
        orderId: '6f1c2a9e-0000-4000-8000-000000000001',
        orderNumber: 1001,
        sender: { isShop: true, storeName: null },
        items: [{ name: 'Our garden book', quantity: 1 }],
        carrier: null,
        trackingNumber: 'AB-123',
        trackingUrl: null,
        stillToCome: [],
      },
    ],
    'order-refunded': [
      { firstName: 'Ada', orderId: '6f1c2a9e-0000-4000-8000-000000000001', orderNumber: 1001, amountCents: 500, full: false },
      { firstName: 'Ada', orderId: '6f1c2a9e-0000-4000-8000-000000000001', orderNumber: 1001, amountCents: 1557, full: true },
    ],
    'subscription-renewed': [
      {
        firstName: 'Ada',
        planName: 'Seasonal Seed Box, monthly',
        orderId: '6f1c2a9e-0000-4000-8000-000000000001',
        orderNumber: 1002,
        amountCents: 2052,
        nextRenewal: '2026-12-22T10:00:00.000Z',
      },
    ],
    'subscription-payment-failed': [{ firstName: 'Ada', planName: 'Seasonal Seed Box, monthly', amountCents: 2052 }],
    'back-in-stock': [{ productName: 'Music Hardneck Garlic', handle: 'music-hardneck-garlic' }],
    'cart-reminder': [1, 3].map((count) => ({
      lines: [
        { name: `${hostile} Music Hardneck Garlic`, quantity: count },
        ...(count > 1 ? [{ name: 'Broad Bean Seeds', quantity: 1 }] : []),
      ],
      cartUrl: 'https://shop.example.test/cart',
      unsubscribeUrl: 'https://shop.example.test/newsletter/preferences?token=6f1c2a9e-0000-4000-8000-000000000009',
    })),
    'class-booked': [true, false].map((waitlisted) => ({
      firstName: 'Ada',
      classId: '6f1c2a9e-0000-4000-8000-000000000003',
      title: 'Seed saving questions and answers',
      startsAt: '2026-12-01T17:00:00.000Z',
      durationMinutes: 60,
      waitlisted,
    })),
    'class-seat-freed': [null, '2026-11-30T17:00:00.000Z'].map((payBy) => ({
      firstName: 'Ada',
      classId: '6f1c2a9e-0000-4000-8000-000000000003',
      title: 'Seed saving questions and answers',
      startsAt: '2026-12-01T17:00:00.000Z',
      durationMinutes: 60,
      payBy,
    })),
    'class-cancelled': [true, false].map((refunded) => ({
      firstName: 'Ada',
      classId: '6f1c2a9e-0000-4000-8000-000000000003',
      title: 'Plan your drip irrigation',
      startsAt: '2026-12-01T17:00:00.000Z',
      durationMinutes: 60,
      refunded,
    })),
    'class-reminder': ([24, 1] as const).map((hoursBefore) => ({
      firstName: 'Ada',
      classId: '6f1c2a9e-0000-4000-8000-000000000003',
      title: 'Seed saving questions and answers',
      startsAt: '2026-12-01T17:00:00.000Z',
      durationMinutes: 45,
      hoursBefore,
    })),
    'course-completed': [
      { firstName: 'Ada', courseTitle: 'Composting Basics', certificateCode: 'VL-7KQ2-M9XD-3TPA' },
      { firstName: 'Ada', courseTitle: 'Composting Basics', certificateCode: null },
    ],
    'certificate-reissued': [
      { firstName: 'Ada', courseTitle: 'Composting Basics', certificateCode: 'VL-7KQ2-M9XD-3TPA', reason: 'revoked by mistake' },
    ],
    'vendor-decision': [
      { firstName: 'Ana', businessName: 'Green Acres Seeds', decision: 'approved', note: null },
      {
        firstName: 'Ana',
        businessName: 'Green Acres Seeds',
        decision: 'changes_requested',
        note: 'Please send the certificate for the beans.',
      },
      {
        firstName: 'Ana',
        businessName: 'Green Acres Seeds',
        decision: 'rejected',
        note: 'We only list seed grown to organic standards.',
      },
    ],
    'vendor-product-decision': [
      { firstName: 'Ana', productName: 'Kale seeds', handle: 'kale-seeds-1a2b3c4d', decision: 'approved', reason: null },
      {
        firstName: 'Ana',
        productName: 'Kale seeds',
        handle: 'kale-seeds-1a2b3c4d',
        decision: 'returned',
        reason: 'Say how many seeds are in a packet.',
      },
    ],
    'vendor-certificate-notice': [
      { firstName: 'Ana', issuer: 'Soil Association', expiresOn: '2027-06-30', notice: 'reminder-30', daysLeft: 30 },
      { firstName: 'Ana', issuer: 'Soil Association', expiresOn: '2027-06-30', notice: 'reminder-7', daysLeft: 7 },
      { firstName: 'Ana', issuer: 'Soil Association', expiresOn: '2027-06-30', notice: 'expired', daysLeft: 0 },
    ],
    'vendor-badge-changed': [
      { firstName: 'Ana', badge: 'top-seller', badgeChange: 'awarded' },
      { firstName: 'Ana', badge: 'fast-shipper', badgeChange: 'revoked' },
    ],
    'vendor-message': [
      {
        firstName: 'Ana',
        storeName: 'Green Acres Seeds',
        body: `Your bean photos look great.\n\nCould you add the sowing depth? ${hostile}`,
        refusedCertificate: null,
      },
      {
        firstName: 'Ana',
        storeName: 'Green Acres Seeds',
        body: 'The file is a photo of the envelope, not the certificate.',
        refusedCertificate: { issuer: 'Soil Association', expiresOn: '2028-06-30' },
      },
    ],
    'instructor-decision': [
      { firstName: 'Rosa', decision: 'approved', note: null },
      { firstName: 'Rosa', decision: 'changes_requested', note: 'Please add a lesson plan for complete beginners.' },
      { firstName: 'Rosa', decision: 'rejected', note: 'We already have this course; apply again with another topic.' },
    ],
    'donation-receipt': [
      {
        name: 'Ada',
        donationId: '6f1c2a9e-0000-4000-8000-000000000002',
        amountCents: 500,
        tier: null,
        paidAt: '2026-11-22T10:00:00.000Z',
      },
      {
        name: 'Ada',
        donationId: '6f1c2a9e-0000-4000-8000-000000000002',
        amountCents: 5000,
        tier: 'orchard',
        paidAt: '2026-11-22T10:00:00.000Z',
      },
    ],
    'support-received': [
      {
        name: 'Ada',
        ticketNumber: 1001,
        topicLabelKey: 'support.topics.order',
        message: `My order arrived with a cracked pot.\n\nCould you send another? ${hostile}`,
      },
    ],
    'support-reply': [{ name: 'Ada', ticketNumber: 1001, reply: 'Sorry about the pot.\n\nA new one is on its way today.' }],
    ...Object.fromEntries(
      (['forum-mention', 'forum-reply', 'forum-accepted'] as const).map((template) => [
        template,
        [
          {
            name: 'Ada',
            actorName: 'Maya O.',
            threadTitle: 'How do I stop my compost bin smelling?',
            postUrl: 'https://shop.example.test/forum/t/compost-smell?post=3#post-3',
            excerpt: 'Add dry brown material such as shredded cardboard and turn it.',
          },
        ],
      ]),
    ),
    'affiliate-decision': [
      { firstName: 'Maya', outcome: 'approve', code: 'maya-green', note: null },
      { firstName: 'Maya', outcome: 'reject', code: null, note: 'We could not find the garden blog the application names.' },
      {
        firstName: 'Maya',
        outcome: 'suspend',
        code: 'maya-green',
        note: 'Links were placed on coupon sites, against the terms.',
      },
    ],
  } as { [N in EmailTemplateName]: EmailProps<N>[] };
  const templateNames = Object.keys(EMAIL_TEMPLATES) as EmailTemplateName[];
  const cases = templateNames.flatMap((template) =>
    (samples[template] as EmailProps<EmailTemplateName>[]).map((props, index) => ({ template, props, index })),
  );
  const locales = [
    { locale: 'en', dir: 'ltr' },
    { locale: 'es', dir: 'ltr' },
    { locale: 'ar', dir: 'rtl' },
  ] as const;

  /** What a finished message must not show: placeholders, raw keys, i18next's missing-value marks. */
  function expectNoLeftovers(label: string, value: string) {
    expect(value, label).not.toMatch(/\{\{|\}\}/);
    expect(value, label).not.toMatch(/\bemails\.[A-Za-z]/);
    expect(value, label).not.toMatch(/\bundefined\b|\bnull\b|\[object Object\]/);
  }

  it('covers every template with sample props', () => {
    expect(Object.keys(samples).sort()).toEqual([...templateNames].sort());
  });

  it('renders every template in English, with subject, HTML and text and no leftovers', async () => {
    for (const { template, props, index } of cases) {
      const label = `${template}#${index} in en`;
      const rendered = await renderEmail(template, props, 'en');
      expect(rendered.locale, label).toBe('en');
      expect(rendered.subject.trim(), label).not.toBe('');
      expect(rendered.html, label).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
      expect(rendered.text.trim(), label).not.toBe('');
      for (const [part, value] of Object.entries(rendered)) expectNoLeftovers(`${label} ${part}`, value);
      // The footer names the site in every message.
      expect(rendered.text, label).toContain('Verde Living');
    }
  });

  it('writes the action link out in the text part of each message that has one', async () => {
    for (const { template, props } of cases) {
      if (!('url' in props)) continue;
      const rendered = await renderEmail(template, props, 'en');
      expect(rendered.text, template).toContain(props.url);
      // Once: the fallback paragraph under the button is HTML-only.
      expect(rendered.text.split(props.url).length - 1, template).toBe(1);
    }
  });

  it.each(locales.filter(({ locale }) => locale !== 'en'))(
    'renders every template in $locale with its direction and without raw keys',
    async ({ locale, dir }) => {
      const english = await renderEmail('welcome', { firstName: 'Rosa' }, 'en');
      for (const { template, props, index } of cases) {
        const label = `${template}#${index} in ${locale}`;
        const rendered = await renderEmail(template, props, locale);
        expect(rendered.locale, label).toBe(locale);
        expect(rendered.html, label).toMatch(new RegExp(`^<!doctype html><html lang="${locale}" dir="${dir}">`));
        expect(rendered.subject.trim(), label).not.toBe('');
        for (const [part, value] of Object.entries(rendered)) expectNoLeftovers(`${label} ${part}`, value);
      }
      // Translated, not English with another lang attribute.
      expect((await renderEmail('welcome', { firstName: 'Rosa' }, locale)).subject).not.toBe(english.subject);
    },
  );

  it('sets the language and the direction of the document for Spanish and Arabic', async () => {
    // This half holds today (the files exist); the wording is covered by the test above.
    for (const { locale, dir } of locales) {
      const rendered = await renderEmail('welcome', { firstName: 'Rosa' }, locale);
      expect(rendered.locale).toBe(locale);
      expect(rendered.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}" dir="${dir}">`));
    }
    // A regional variant keeps its code (it reads the base file); an unknown code falls back to English.
    const colombian = await renderEmail('welcome', { firstName: 'Rosa' }, 'es-CO');
    expect(colombian.locale).toBe('es-CO');
    expect(colombian.html).toContain('<html lang="es-CO" dir="ltr">');
    const unknown = await renderEmail('welcome', { firstName: 'Rosa' }, 'xx-<b>');
    expect(unknown.locale).toBe('en');
    expect(unknown.html).toContain('<html lang="en" dir="ltr">');
  });

  // In English: the Spanish and Arabic bodies do not show the values until they are translated.
  it('escapes what users provide in the HTML part and keeps it readable in the text part', async () => {
    for (const locale of ['en']) {
      const welcome = await renderEmail('welcome', { firstName: hostile }, locale);
      expect(welcome.html).not.toContain(hostile);
      expect(welcome.html).toContain('&lt;script&gt;x&lt;/script&gt;');
      expect(welcome.text).toContain(hostile);

      const notice = await renderEmail(
        'new-member-notice',
        {
          userId: 'u-1',
          email: 'x"onmouseover="alert(1)@example.test',
          fullName: `${hostile} O'Neill & <img src=x onerror=alert(1)>`,
          phoneNumber: '<b>+1555</b>',
        },
        locale,
      );
      expect(notice.html).not.toContain(hostile);
      expect(notice.html).not.toContain('<img src=x');
      expect(notice.html).not.toContain('<b>+1555</b>');
      expect(notice.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(notice.text).toContain(`${hostile} O'Neill & <img src=x onerror=alert(1)>`);
      // The subject is a header, not HTML: the name appears as written, not entity-encoded.
      expect(notice.subject).toContain("O'Neill & <img");
      expect(notice.subject).not.toContain('&amp;');
    }
    // A link with a quote cannot break out of its attribute.
    const reset = await renderEmail(
      'reset-password',
      { firstName: 'Rosa', url: 'https://x.test/?a="><script>', minutes: 5 },
      'en',
    );
    expect(reset.html).not.toContain('"><script>');
    expect(reset.html).toContain('href="https://x.test/?a=&quot;&gt;&lt;script&gt;"');
  });
});

// ---------------------------------------------------------------------------------------------

describe('SMTP delivery', () => {
  it('queues the message, and the job hands it to the SMTP server once, then clears the bodies', async () => {
    setEnv({ SMTP_URL: smtp.url });
    const to = uniqueEmail('Smtp');
    const url = 'https://shop.example.test/auth/reset?token=secret-token-1';
    const { id, status } = await sendEmail({
      template: 'reset-password',
      to,
      props: { firstName: 'Rosa', url, minutes: 30 },
    });
    expect(status).toBe('queued');
    const [queued] = await rowsTo(to);
    expect(queued).toMatchObject({ id, status: 'queued', attempts: 0, sentAt: null });
    expect(queued?.html).toContain(url);
    expect(await countEventsFor(id)).toBe(1);
    expect(smtp.messages.filter((message) => smtp.recipientsOf(message).includes(to.toLowerCase()))).toHaveLength(0);

    const summary = await drainJobs();
    expect(summary.completed).toContain(DELIVER_JOB);
    expect(summary.failed).not.toContain(DELIVER_JOB);

    const received = smtp.messages.filter((message) => smtp.recipientsOf(message).includes(to.toLowerCase()));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.envelope).toEqual({ from: 'mailer@verde.test', to: [to.toLowerCase()] });
    expect(mail?.from?.value).toEqual([{ address: 'mailer@verde.test', name: 'Verde Test Mailer' }]);
    expect(mail?.subject).toBe('Reset your Verde Living password');
    expect(mail?.subject).toBe(queued?.subject);
    expect(mail?.text).toContain(`Choose a new password: ${url}`);
    expect(mail?.html).toContain(`href="${url}"`);
    expect(mail?.html).toContain('dir="ltr"');

    const [sent] = await rowsTo(to);
    expect(sent).toMatchObject({ id, status: 'sent', attempts: 1, lastError: null, html: null, text: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    // Nothing left to run, and running the delivery again sends nothing more.
    expect((await drainJobs()).completed).not.toContain(DELIVER_JOB);
    expect(await deliverEmail({ messageId: id })).toBe('sent');
    expect(await deliverEmail({ messageId: randomUUID() })).toBe('missing');
    expect(smtp.messages.filter((message) => smtp.recipientsOf(message).includes(to.toLowerCase()))).toHaveLength(1);
    const [after] = await rowsTo(to);
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('asks for replies at the given address (Reply-To) and keeps it after delivery; without one, sends no Reply-To', async () => {
    setEnv({ SMTP_URL: smtp.url });
    const to = uniqueEmail('ReplyTo');
    const plain = uniqueEmail('NoReplyTo');
    const props = { name: 'Rosa', ticketNumber: 1042, reply: 'A new packet goes out today.' };
    await sendEmail({ template: 'support-reply', to, props, replyTo: 'desk@verde.test' });
    await sendEmail({ template: 'support-reply', to: plain, props });
    await drainJobs();
    const [mail] = smtp.messages.filter((message) => smtp.recipientsOf(message).includes(to.toLowerCase()));
    expect(mail?.replyTo?.value).toEqual([{ address: 'desk@verde.test', name: '' }]);
    expect(mail?.from?.value).toEqual([{ address: 'mailer@verde.test', name: 'Verde Test Mailer' }]);
    const [other] = smtp.messages.filter((message) => smtp.recipientsOf(message).includes(plain.toLowerCase()));
    expect(other).toBeDefined();
    expect(other?.replyTo).toBeUndefined();
    const [sent] = await rowsTo(to);
    expect(sent).toMatchObject({ status: 'sent', replyTo: 'desk@verde.test', html: null });
  });

  it('records each failed attempt, keeps the message queued for the retry, and marks it failed at the limit', async () => {
    setEnv({ SMTP_URL: await deadSmtpUrl() });
    const to = uniqueEmail('Dead');
    const { id, status } = await sendEmail({ template: 'welcome', to, props: { firstName: 'Rosa' } });
    expect(status).toBe('queued');

    // The job fails (and pg-boss keeps it for a retry with backoff); the row says why.
    const summary = await drainJobs();
    expect(summary.failed).toContain(DELIVER_JOB);
    expect(summary.completed).not.toContain(DELIVER_JOB);
    let [row] = await rowsTo(to);
    expect(row).toMatchObject({ id, status: 'queued', attempts: 1, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.html).toContain('Rosa');
    const [job] = (
      await database.executeSql("select state from pgboss.job where name = $1 and data->'payload'->>'messageId' = $2", [
        DELIVER_JOB,
        id,
      ])
    ).rows;
    expect(job).toMatchObject({ state: 'retry' });

    // The retries, without waiting for the backoff: each throws until the last allowed attempt.
    for (let attempt = 2; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      await expect(deliverEmail({ messageId: id })).rejects.toThrow();
      [row] = await rowsTo(to);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt });
    }
    expect(await deliverEmail({ messageId: id })).toBe('failed');
    [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Kept for the admin to read, since no server ever took it.
    expect(row?.html).toContain('Rosa');
    // A failed message is final: another run (the pending pg-boss retry) sends nothing.
    setEnv({ SMTP_URL: smtp.url });
    expect(await deliverEmail({ messageId: id })).toBe('failed');
    expect(smtp.messages.filter((message) => smtp.recipientsOf(message).includes(to.toLowerCase()))).toHaveLength(0);
    expect((await listEmails({ to, status: 'failed' })).total).toBe(1);
  });

  it('moves a queued message to the outbox when the server runs without SMTP', async () => {
    setEnv({ SMTP_URL: smtp.url });
    const to = uniqueEmail('Restarted');
    const { id } = await sendEmail({ template: 'welcome', to, props: { firstName: 'Rosa' } });
    setEnv({ SMTP_URL: undefined });
    await drainJobs();
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ id, status: 'outbox' });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toContain('Rosa');
  });

  it('writes nothing, neither the message nor its event, when the surrounding transaction rolls back', async () => {
    setEnv({ SMTP_URL: smtp.url });
    const to = uniqueEmail('Rollback');
    const eventsBefore = (await db.select({ id: outboxEvents.id }).from(outboxEvents)).length;
    let insideId: string | undefined;
    await expect(
      db.transaction(async (tx) => {
        const result = await sendEmail({ template: 'welcome', to, props: { firstName: 'Rosa' } }, tx);
        insideId = result.id;
        expect(result.status).toBe('queued');
        // Visible inside the transaction...
        expect(await tx.select({ id: emailMessages.id }).from(emailMessages).where(eq(emailMessages.id, result.id))).toHaveLength(
          1,
        );
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    // ...and gone with it.
    expect(insideId).toEqual(expect.any(String));
    expect(await rowsTo(to)).toEqual([]);
    expect(await countEventsFor(insideId as string)).toBe(0);
    expect((await db.select({ id: outboxEvents.id }).from(outboxEvents)).length).toBe(eventsBefore);
    await drainJobs();
    expect(smtp.messages.filter((message) => smtp.recipientsOf(message).includes(to.toLowerCase()))).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('signup notification (SPEC §7)', () => {
  let phoneCounter = 0;
  async function createUser({ isAdmin = false, isNewUser = true } = {}) {
    const id = randomUUID();
    const firstName = isAdmin ? 'Ada' : 'Lucía';
    const lastName = isAdmin ? 'Admin' : "O'Neill-Díaz";
    const email = uniqueEmail(isAdmin ? 'admin' : 'member').toLowerCase();
    const mobileNumber = `+1555${String(Date.now()).slice(-5)}${String(++phoneCounter).padStart(2, '0')}`;
    await db.insert(users).values({ id, name: `${firstName} ${lastName}`, email, firstName, lastName, mobileNumber, isNewUser });
    if (isAdmin) await db.insert(userRoles).values({ userId: id, role: 'admin' });
    return { id, email, firstName, lastName, mobileNumber, fullName: `${firstName} ${lastName}` };
  }

  async function signupEventsFor(userId: string) {
    return db
      .select({ id: outboxEvents.id, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, userSignedUp.type), sql`${outboxEvents.payload}->>'user_id' = ${userId}`));
  }

  /** Rows about one new member: its welcome, and the notices that name it. */
  async function emailsAbout(userId: string) {
    return db
      .select()
      .from(emailMessages)
      .where(sql`${emailMessages.userId} = ${userId} or ${emailMessages.meta}->>'subject_user' = ${userId}`);
  }

  // Nothing in this file imports a *.jobs.server.ts module: the composition root
  // (server/background-work.ts) must register them, as it does in the running app.
  it('has its subscribers, and email delivery, registered by the composition root', () => {
    const { subscriptions } = getJobsState();
    expect([...(subscriptions.get(userSignedUp.type) ?? [])].sort()).toEqual([
      `${userSignedUp.type}:notify-admins-of-signup`,
      `${userSignedUp.type}:send-welcome-email`,
    ]);
    expect([...(subscriptions.get(emailQueued.type) ?? [])]).toEqual([DELIVER_JOB]);
  });

  it('welcomes the new member and tells the admins, once, on the first complete sign-in', async () => {
    setEnv({ SMTP_URL: smtp.url });
    const admin = await createUser({ isAdmin: true });
    const member = await createUser();

    expect(await recordFirstSignIn({ userId: member.id, locale: 'en' })).toBe(true);
    const [flag] = await db.select({ isNewUser: users.isNewUser }).from(users).where(eq(users.id, member.id));
    expect(flag?.isNewUser).toBe(false);
    const events = await signupEventsFor(member.id);
    expect(events).toHaveLength(1);
    // SPEC §7's notification body, plus what the welcome email needs (first name, language).
    expect(events[0]?.payload).toEqual({
      user_id: member.id,
      email: member.email,
      full_name: member.fullName,
      phone_number: member.mobileNumber,
      first_name: member.firstName,
      locale: 'en',
    });

    const summary = await drainJobs();
    expect(summary.failed).toEqual([]);
    expect(summary.completed).toEqual(
      expect.arrayContaining([
        `${userSignedUp.type}:send-welcome-email`,
        `${userSignedUp.type}:notify-admins-of-signup`,
        DELIVER_JOB,
      ]),
    );

    const rows = await emailsAbout(member.id);
    const welcomes = rows.filter((row) => row.template === 'welcome');
    const notices = rows.filter((row) => row.template === 'new-member-notice' && row.toAddress === admin.email);
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]).toMatchObject({ toAddress: member.email, userId: member.id, status: 'sent', locale: 'en' });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ status: 'sent', meta: { subject_user: member.id } });
    // The member is not sent the admins' notice.
    expect(rows.filter((row) => row.template === 'new-member-notice' && row.toAddress === member.email)).toEqual([]);

    const welcomeMail = await smtp.waitFor((message) => smtp.recipientsOf(message).includes(member.email));
    expect(welcomeMail.subject).toBe('Welcome to Verde Living');
    expect(welcomeMail.text).toContain(`Welcome, ${member.firstName}!`);
    const noticeMail = await smtp.waitFor(
      (message) => smtp.recipientsOf(message).includes(admin.email) && (message.text ?? '').includes(member.id),
    );
    expect(noticeMail.subject).toContain(member.fullName);
    for (const part of [noticeMail.text ?? '', noticeMail.html || '']) {
      expect(part).toContain(member.email);
      expect(part).toContain(member.mobileNumber);
    }
    expect(noticeMail.text).toContain(member.fullName);
    expect(noticeMail.html).toContain(member.fullName.replace("'", '&#x27;'));
    expect(noticeMail.from?.value[0]?.address).toBe('mailer@verde.test');

    // The second sign-in announces nothing.
    expect(await recordFirstSignIn({ userId: member.id, locale: 'en' })).toBe(false);
    expect(await signupEventsFor(member.id)).toHaveLength(1);
    const again = await drainJobs();
    expect(again.completed.filter((name) => name.startsWith(userSignedUp.type))).toEqual([]);
    expect(await emailsAbout(member.id)).toHaveLength(rows.length);
    expect(smtp.messages.filter((message) => smtp.recipientsOf(message).includes(member.email))).toHaveLength(1);
  });

  it('announces nothing for an account that is not new or does not exist', async () => {
    const old = await createUser({ isNewUser: false });
    expect(await recordFirstSignIn({ userId: old.id, locale: 'en' })).toBe(false);
    expect(await recordFirstSignIn({ userId: randomUUID(), locale: 'en' })).toBe(false);
    expect(await signupEventsFor(old.id)).toEqual([]);
  });

  it('writes the welcome in the member’s language and the notice in the admin’s default', async () => {
    // Outbox delivery: the bodies stay in the table to be read.
    const admin = await createUser({ isAdmin: true });
    const member = await createUser();
    expect(await recordFirstSignIn({ userId: member.id, locale: 'ar' })).toBe(true);
    await drainJobs();
    const rows = await emailsAbout(member.id);
    const welcome = rows.find((row) => row.template === 'welcome');
    expect(welcome).toMatchObject({ status: 'outbox', locale: 'ar' });
    expect(welcome?.html).toContain('<html lang="ar" dir="rtl">');
    const notice = rows.find((row) => row.template === 'new-member-notice' && row.toAddress === admin.email);
    expect(notice).toMatchObject({ status: 'outbox', locale: 'en' });
    expect(notice?.text).toContain(member.email);
    expect(notice?.text).toContain(member.fullName);
    expect(notice?.text).toContain(member.mobileNumber);
    expect(notice?.text).toContain(member.id);
  });

  it('keeps a delivery failure in the background: sign-in succeeds, and the email rows record it', async () => {
    setEnv({ SMTP_URL: await deadSmtpUrl() });
    const admin = await createUser({ isAdmin: true });
    const member = await createUser();

    // The whole last step of a sign-in, as a route runs it: it redirects with the welcome toast.
    let thrown: unknown;
    try {
      await finishSignIn({
        request: new Request('http://localhost/auth/sign-in', { method: 'POST' }),
        userId: member.id,
        headers: new Headers(),
        redirectTo: '/account',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/account');
    expect(await signupEventsFor(member.id)).toHaveLength(1);

    // The jobs run later; their failure stays with them.
    const summary = await drainJobs();
    expect(summary.completed).toEqual(
      expect.arrayContaining([`${userSignedUp.type}:send-welcome-email`, `${userSignedUp.type}:notify-admins-of-signup`]),
    );
    expect(summary.failed.filter((name) => name === DELIVER_JOB).length).toBeGreaterThanOrEqual(2);
    const rows = await emailsAbout(member.id);
    const welcome = rows.find((row) => row.template === 'welcome');
    const notice = rows.find((row) => row.template === 'new-member-notice' && row.toAddress === admin.email);
    for (const row of [welcome, notice]) {
      expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    // Still one sign-up event: the retry is the job's, not a second announcement.
    expect(await recordFirstSignIn({ userId: member.id, locale: 'en' })).toBe(false);
    expect(await signupEventsFor(member.id)).toHaveLength(1);
  });
});
