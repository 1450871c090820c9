import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveSecretKey } from '~/features/accounts/auth.server';

/*
 * Instructors' bank details, encrypted at rest (decision 0054): AES-256-GCM with a key derived
 * from the auth secret for this purpose only. A sealed value is `v1.<nonce>.<tag>.<ciphertext>`
 * in base64url; the authentication tag means a value changed in the database fails to open
 * rather than opening to something else.
 */

const PURPOSE = 'instructor-payout-details-v1';

export type PayoutAccount = { account: string; bankCode: string };

export async function sealPayoutAccount(details: PayoutAccount): Promise<string> {
  const key = await deriveSecretKey(PURPOSE);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The details, or null when the value cannot be opened (another secret, or tampered with). */
export async function openPayoutAccount(sealed: string): Promise<PayoutAccount | null> {
  const [version, nonce, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !nonce || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await deriveSecretKey(PURPOSE), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(plain) as Partial<PayoutAccount>;
    return typeof parsed.account === 'string' && typeof parsed.bankCode === 'string'
      ? { account: parsed.account, bankCode: parsed.bankCode }
      : null;
  } catch {
    return null;
  }
}
