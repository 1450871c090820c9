import { hasControlCharacters } from './product-form';

/**
 * The rules of a stock adjustment (issue 4, /inventory): a whole, non-zero number of units
 * added or taken away, at most 100,000 at once (a bigger jump is almost always a typo, and a
 * recount is better done by import), with a reason of 3 to 200 characters for the audit trail.
 * Pure, so the route can answer a bad field before touching the database and the server
 * function can check again whoever calls it.
 */

export const ADJUSTMENT_LIMITS = { changeMax: 100_000, reasonMin: 3, reasonMax: 200 } as const;

/** "+5", "5", "-3" or "−3" (a typographic minus, as some keyboards type it) as a number; null for anything else. */
export function parseStockChange(value: string): number | null {
  const match = value.trim().match(/^([+\-\u2212]?)(\d{1,6})$/);
  if (!match) return null;
  const units = Number(match[2]);
  return match[1] === '-' || match[1] === '\u2212' ? -units : units;
}

export function isValidChange(change: number): boolean {
  return Number.isSafeInteger(change) && change !== 0 && Math.abs(change) <= ADJUSTMENT_LIMITS.changeMax;
}

/** The reason as stored: one line, trimmed; null when it is too short, too long or holds control characters. */
export function cleanReason(value: string): string | null {
  if (hasControlCharacters(value)) return null;
  const reason = value.replace(/\s+/g, ' ').trim();
  return reason.length >= ADJUSTMENT_LIMITS.reasonMin && reason.length <= ADJUSTMENT_LIMITS.reasonMax ? reason : null;
}
