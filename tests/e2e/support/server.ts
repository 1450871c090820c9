// The end-to-end tests' web server: the production build, delivering email through SMTP to a
// real SMTP server in this process, which writes each message to E2E_MAIL_DIR as JSON for the
// tests to read (tests/e2e/mail.ts). Run with `node --import tsx`.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import { startSmtpTestServer } from '../../setup/smtp-test-server';
import type { CaughtMail } from '../mail';
import { DEMO_INSTRUCTOR, INCOMPLETE_ACCOUNTS, INCOMPLETE_PASSWORD } from './accounts';

const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error('E2E_MAIL_DIR is not set');
await fs.mkdir(mailDir, { recursive: true });
let received = 0;
const smtp = await startSmtpTestServer({
  onMessage: async (message) => {
    received += 1;
    const record: CaughtMail = {
      to: message.envelope.to.map((address) => address.toLowerCase()),
      from: message.from?.text ?? '',
      subject: message.subject ?? '',
      text: message.text ?? '',
      html: typeof message.html === 'string' ? message.html : '',
      receivedAt: new Date().toISOString(),
    };
    const file = path.join(mailDir, `${Date.now()}-${process.pid}-${received}.json`);
    await fs.writeFile(`${file}.tmp`, JSON.stringify(record));
    await fs.rename(`${file}.tmp`, file);
  },
});
process.env.SMTP_URL = smtp.url;

// On PostgreSQL, each site gets a fresh database of its own (the e2e site, and the site without an
// administrator for the first-administrator test), dropped and created at every start.
const freshDatabase = process.env.E2E_FRESH_DATABASE;
if (freshDatabase && process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${freshDatabase}" with (force)`);
  await admin.query(`create database "${freshDatabase}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${freshDatabase}`;
  process.env.DATABASE_URL = url.toString();
}

const build = path.resolve(import.meta.dirname, '../../../build/server/index.js');
const { start, getDatabaseHandle } = await import(build);
await start();

// Accounts the site itself can no longer create: profiles from before the mobile number was
// required (SPEC §5). Made afresh at every start, so each run and retry finds them incomplete.
const client = getDatabaseHandle().db.$client as { query: (sql: string, params: unknown[]) => Promise<unknown> };
const hash = await hashPassword(INCOMPLETE_PASSWORD);
for (const email of INCOMPLETE_ACCOUNTS) {
  await client.query('delete from users where email = $1', [email]);
  const id = crypto.randomUUID();
  await client.query(
    `insert into users (id, name, email, email_verified, first_name, last_name, mobile_number, is_new_user)
     values ($1, 'Old Account', $2, true, 'Old', null, null, true)`,
    [id, email],
  );
  await client.query(
    `insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`,
    [crypto.randomUUID(), id, hash],
  );
}

// The site without an administrator can be made so again, so that its one-time setup test can
// run more than once in a run (`npm run test:flaky`). Test harness only: it listens on the
// loopback address, on a port of its own, and exists only in this e2e server.
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 0);
if (controlPort) {
  /*
   * What the browser tests cannot do through the site: reopen the first-administrator setup, and
   * make a live class starting in five minutes (its video room open) taught by the demo
   * instructor, one per test, so parallel tests never share a room; a class of one seat, to
   * fill it; and the demo instructor's sales past the refund window, for a payout run.
   */
  const routes: Record<string, () => Promise<{ status: number; body?: unknown }>> = {
    '/reopen-admin-setup': async () => {
      await client.query(`delete from user_roles where role = 'admin'`, []);
      return { status: 204 };
    },
    '/live-class': async () => {
      const title = `Live check-in ${crypto.randomUUID().slice(0, 8)}`;
      const result = (await client.query(
        `insert into coaching_classes (title, summary, instructor_id, instructor_name, starts_at, duration_minutes, capacity)
         select $1, 'A short live class to check the video room.', u.id, 'Demo Instructor', now() + interval '5 minutes', 60, 5
           from users u where u.email = $2
         returning id, title`,
        [title, DEMO_INSTRUCTOR.email],
      )) as { rows: Array<{ id: string; title: string }> };
      return result.rows[0] ? { status: 201, body: result.rows[0] } : { status: 500, body: 'no demo instructor' };
    },
    // The demo instructor's sales aged past the refund window (30 days), as a month passing would:
    // what a payout run then owes them (decision 0104). The ledger's party days follow the change.
    '/age-instructor-sales': async () => {
      await client.query(
        `update orders set paid_at = now() - interval '31 days'
          where paid_at > now() - interval '31 days'
            and id in (select e.order_id from ledger_entries e join users u on u.id = e.party_id
                        where e.account = 'instructor' and u.email = $1)`,
        [DEMO_INSTRUCTOR.email],
      );
      return { status: 204 };
    },
    // A free class with one seat, tomorrow: the first person to book it fills it.
    '/one-seat-class': async () => {
      const title = `One-seat workshop ${crypto.randomUUID().slice(0, 8)}`;
      const result = (await client.query(
        `insert into coaching_classes (title, summary, instructor_id, instructor_name, starts_at, duration_minutes, capacity)
         select $1, 'A small workshop with a single seat.', u.id, 'Demo Instructor', now() + interval '1 day', 60, 1
           from users u where u.email = $2
         returning id, title`,
        [title, DEMO_INSTRUCTOR.email],
      )) as { rows: Array<{ id: string; title: string }> };
      return result.rows[0] ? { status: 201, body: result.rows[0] } : { status: 500, body: 'no demo instructor' };
    },
  };
  http
    .createServer((request, response) => {
      const route = request.method === 'POST' ? routes[request.url ?? ''] : undefined;
      if (!route) {
        response.writeHead(404).end();
        return;
      }
      route()
        .then(({ status, body }) => {
          if (body === undefined) response.writeHead(status).end();
          else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        })
        .catch((error: unknown) => response.writeHead(500).end(String(error)));
    })
    .listen(controlPort, '127.0.0.1');
}
