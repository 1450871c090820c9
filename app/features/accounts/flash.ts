/**
 * A one-time message carried across a redirect (sign-in, sign-out): the server sets
 * it, the next page shows it as a toast and the browser deletes it.
 */
export const FLASH_COOKIE = 'verde.flash';

export type Flash = {
  kind: 'success' | 'info' | 'error';
  title: string;
  description?: string;
  vars?: Record<string, string | number>;
};

export function parseFlash(value: string | undefined): Flash | null {
  if (!value) return null;
  try {
    const flash = JSON.parse(value) as Flash;
    if (!['success', 'info', 'error'].includes(flash.kind) || typeof flash.title !== 'string') return null;
    // Only translation keys travel in the cookie, never text to show as-is.
    if (!/^[a-zA-Z0-9_.-]+$/.test(flash.title) || (flash.description && !/^[a-zA-Z0-9_.-]+$/.test(flash.description)))
      return null;
    return flash;
  } catch {
    return null;
  }
}
