/*
 * HTTP range requests (RFC 9110 §14): what part of a file a `Range` header asks for. Pure, so the
 * rules are tested on their own; the route that streams lesson videos uses it.
 */

/**
 * - `full`: send the whole file with 200 (no header, another unit, several ranges, or a header
 *   that does not parse, which the RFC says to ignore);
 * - `partial`: send bytes `start`…`end` (inclusive) with 206 and `Content-Range`;
 * - `unsatisfiable`: 416, with a `Content-Range` of an asterisk and the size.
 */
export type ByteRange = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const DIGITS = /^\d{1,15}$/;

/**
 * The part of a file of `size` bytes that `header` asks for. Only one range is honoured: a
 * player asks for one at a time, and answering several would mean a multipart body, which no
 * player needs; the RFC lets a server send the whole file instead.
 */
export function parseByteRange(header: string | null | undefined, size: number): ByteRange {
  if (!header) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'full' };
  const spec = (match[1] ?? '').trim();
  if (spec.includes(',')) return { kind: 'full' };
  const dash = spec.indexOf('-');
  if (dash < 0) return { kind: 'full' };
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();
  if (first === '') {
    // A suffix: the last n bytes (all of them when n is more than the file holds).
    if (!DIGITS.test(last)) return { kind: 'full' };
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  if (!DIGITS.test(first) || (last !== '' && !DIGITS.test(last))) return { kind: 'full' };
  const start = Number(first);
  // "5-2" is not a range at all: ignored, like any header that does not parse.
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Whether an `If-Range` condition still holds: the range is sent only when the file is the one
 * the client has part of (same ETag, or not changed since the date it gives).
 */
export function ifRangeHolds(ifRange: string | null | undefined, { etag, lastModified }: { etag: string; lastModified: Date }) {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return Number.isFinite(date) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(date / 1000);
}
