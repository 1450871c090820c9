import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/** One SMTP transport per SMTP_URL, reused by every delivery (add ?pool=true to the URL to keep connections open). */
export function getMailTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}
