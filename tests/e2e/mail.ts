import fs from 'node:fs/promises';
import path from 'node:path';

export type CaughtMail = { to: string[]; from: string; subject: string; text: string; html: string; receivedAt: string };

/** Waits for an email to arrive at the test SMTP server (tests/support/smtp-catcher.mjs). */
export async function waitForMail({
  to,
  subject,
  timeoutMs = 15_000,
}: {
  to: string;
  subject?: RegExp;
  timeoutMs?: number;
}): Promise<CaughtMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = (await fs.readdir(dir).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as CaughtMail;
      if (mail.to.includes(address) && (!subject || subject.test(mail.subject))) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}

/** The first link in a message's text part whose address matches. */
export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${pattern} in “${mail.subject}”`);
  return link;
}
