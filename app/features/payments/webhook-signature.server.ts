import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './provider';

/**
 * Webhook signatures in Stripe's scheme, `t=<unix>,v1=<hex>`, where the hex is HMAC-SHA256 of
 * `${t}.${body}`: Stripe's webhooks are checked with it, and the built-in test provider signs
 * its own with it, so both go through the same verification.
 */

function hmacHex(secret: string, timestamp: number | string, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** A complete signature header value for `payload` at `timestamp` (unix seconds). */
export function signPayload(secret: string, payload: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

/** Parses `t=<unix>,v1=<hex>[,v1=<hex>…]`; other schemes (such as Stripe's test-only v0) are ignored. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && timestamp === null && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/**
 * Throws WebhookSignatureError unless one v1 signature matches the exact bytes received and the
 * timestamp is within the tolerance (a captured event cannot be replayed much later).
 */
export function verifySignedPayload(input: {
  secret: string;
  header: string | null;
  rawBody: string;
  nowSeconds: number;
  toleranceSeconds: number;
}): void {
  if (!input.header) throw new WebhookSignatureError('Missing signature header');
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) throw new WebhookSignatureError('Malformed signature header');
  const expected = Buffer.from(hmacHex(input.secret, parsed.timestamp, input.rawBody), 'hex');
  const matches = parsed.signatures.some((signature) => {
    const candidate = Buffer.from(signature, 'hex');
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
  if (!matches) throw new WebhookSignatureError();
  // Checked after the signature so a forged header learns nothing about our clock.
  if (Math.abs(input.nowSeconds - parsed.timestamp) > input.toleranceSeconds) {
    throw new WebhookSignatureError('Webhook timestamp outside the tolerance window');
  }
}
