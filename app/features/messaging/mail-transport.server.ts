import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/** One pooled SMTP transport per SMTP_URL. */
export function getMailTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}
