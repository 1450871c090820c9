import { MAX_SERVINGS, type Quantity } from './recipe-format';

/*
 * Quantities in a recipe file and the servings scaler (issue 36): parsing "1 1/2" or "2-3",
 * scaling by the servings asked for, and writing the result the way a cook reads it ("1½",
 * "⅓"), never blank and never "0.333".
 */

const AMOUNT = /^(?:(\d+) (\d+)\/(\d+)|(\d+)\/(\d+)|(\d+(?:\.\d+)?))$/;

/** A single amount: an integer, a decimal, a fraction or a mixed number; null if it is none of them. */
function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, whole, mixedTop, mixedBottom, top, bottom, plain] = match;
  if (plain !== undefined) return Number(plain);
  const numerator = Number(mixedTop ?? top);
  const denominator = Number(mixedBottom ?? bottom);
  if (denominator === 0) return null;
  if (whole !== undefined && numerator >= denominator) return null;
  return (whole !== undefined ? Number(whole) : 0) + numerator / denominator;
}

/**
 * A quantity as a file writes it: empty (null), an amount, or a range "from-to" of two amounts
 * with from below to. Anything else is an error, returned as a reason for the parser's message.
 */
export function parseQuantity(text: string): { ok: true; quantity: Quantity | null } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, quantity: null };
  const range = /^(.+?)\s*-\s*(.+)$/.exec(trimmed);
  if (range) {
    const from = parseAmount(range[1] ?? '');
    const to = parseAmount(range[2] ?? '');
    if (from === null || to === null || from <= 0) return { ok: false, reason: `"${trimmed}" is not a range like 2-3` };
    if (to <= from) return { ok: false, reason: `the range "${trimmed}" must go from the smaller amount to the larger` };
    return { ok: true, quantity: { kind: 'range', from, to } };
  }
  const value = parseAmount(trimmed);
  if (value === null) return { ok: false, reason: `"${trimmed}" is not a quantity (write 2, 0.5, 1/2, 1 1/2 or 2-3)` };
  if (value <= 0) return { ok: false, reason: `the quantity "${trimmed}" must be more than nothing` };
  return { ok: true, quantity: { kind: 'amount', value } };
}

export function scaleQuantity(quantity: Quantity, factor: number): Quantity {
  return quantity.kind === 'amount'
    ? { kind: 'amount', value: quantity.value * factor }
    : { kind: 'range', from: quantity.from * factor, to: quantity.to * factor };
}

/** The fractions a cook measures with, and how they are written. */
const FRACTIONS: readonly [number, string][] = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
];

/**
 * An amount as a cook reads it: below 10, a whole number and the nearest of ⅛ ¼ ⅓ ½ ⅔ ¾ (1½,
 * ⅓); from 10, a whole number, and from 100 the nearest 5 (a scaled "333 g" reads as 335 g).
 * Never blank: anything above nothing that rounds to nothing is ⅛.
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '⅛';
  if (value >= 100) return String(Math.round(value / 5) * 5);
  if (value >= 10) return String(Math.round(value));
  let whole = Math.floor(value);
  const rest = value - whole;
  let best = FRACTIONS[0] as [number, string];
  for (const fraction of FRACTIONS) if (Math.abs(rest - fraction[0]) < Math.abs(rest - best[0])) best = fraction;
  if (best[0] === 1) {
    whole += 1;
    best = FRACTIONS[0] as [number, string];
  }
  if (whole === 0 && best[1] === '') return '⅛';
  return `${whole > 0 ? whole : ''}${best[1]}`;
}

export function formatQuantity(quantity: Quantity): string {
  if (quantity.kind === 'amount') return formatAmount(quantity.value);
  const from = formatAmount(quantity.from);
  const to = formatAmount(quantity.to);
  // Two ends that round alike read as one amount, not "2–2".
  return from === to ? from : `${from}–${to}`;
}

/** Whether the amount reads as one (for a unit's singular): "1 clove", "½ cup", but "1½ cups", "2–3 cloves". */
export function isSingular(quantity: Quantity): boolean {
  if (quantity.kind === 'range') return false;
  return formatAmount(quantity.value) === '1' || quantity.value < 1;
}

/** The servings asked for (`?servings=`, the scaler's field): a whole number from 1 to 99, else the recipe's own. */
export function servingsFrom(value: string | null | undefined, base: number): number {
  if (value === null || value === undefined || !/^\d{1,2}$/.test(value.trim())) return base;
  const servings = Number(value.trim());
  return servings >= 1 && servings <= MAX_SERVINGS ? servings : base;
}

/**
 * The servings the scaler's form asks for without JavaScript: its field (`servings`), moved by
 * one when − or + sent it (`step=-1` or `step=1`), kept within 1 to 99.
 */
export function servingsAsked(search: URLSearchParams, base: number): number {
  const servings = servingsFrom(search.get('servings'), base);
  const step = search.get('step');
  const moved = servings + (step === '1' ? 1 : step === '-1' ? -1 : 0);
  return Math.min(MAX_SERVINGS, Math.max(1, moved));
}
