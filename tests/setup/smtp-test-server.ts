import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the server received it: parsed, plus the SMTP envelope (MAIL FROM / RCPT TO). */
export type ReceivedMail = ParsedMail & { envelope: { from: string; to: string[] } };

export type SmtpTestServer = {
  /** For SMTP_URL: plain SMTP on 127.0.0.1, no STARTTLS (nodemailer's ignoreTLS), no auth needed. */
  url: string;
  port: number;
  /** Every message received so far, in order of arrival. */
  messages: ReceivedMail[];
  /** The first message (already received or still to come) that matches; rejects after timeoutMs. */
  waitFor: (predicate: (message: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** The recipients' addresses of a message (To, Cc), lower-case. */
  recipientsOf: (message: ParsedMail) => string[];
  close: () => Promise<void>;
};

function addressesOf(field: ParsedMail['to']): string[] {
  if (!field) return [];
  const objects = Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((address) => (address.address ?? '').toLowerCase()));
}

/**
 * A real SMTP server in this process for tests (Vitest and Playwright): it accepts any sender,
 * any recipient, any credentials or none, and keeps each message parsed. Free of test-runner
 * imports so that a Playwright global setup can use it as well.
 */
export async function startSmtpTestServer({
  host = '127.0.0.1',
  port = 0,
  onMessage,
}: {
  host?: string;
  port?: number;
  /** Called for each message as it arrives (the end-to-end server writes them to files). */
  onMessage?: (message: ReceivedMail) => Promise<void> | void;
} = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(message: ReceivedMail) => void>();

  const server = new SMTPServer({
    secure: false,
    // Never offer STARTTLS: there is no certificate, and nodemailer would try to upgrade.
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // Connections that linger (pooled clients) must not hold close() up for the default 30 s.
    closeTimeout: 500,
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const message: ReceivedMail = Object.assign(parsed, {
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
          });
          messages.push(message);
          await onMessage?.(message);
          for (const waiter of [...waiters]) waiter(message);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  // A client that drops its connection must not crash the process.
  server.on('error', () => {});
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${host}:${actualPort}?ignoreTLS=true`,
    port: actualPort,
    messages,
    recipientsOf: (message) => [...addressesOf(message.to), ...addressesOf(message.cc)],
    waitFor: (predicate, timeoutMs = 5_000) => {
      const already = messages.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = (message: ReceivedMail) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching email arrived within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
