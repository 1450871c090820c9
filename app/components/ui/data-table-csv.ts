/**
 * Writing CSV for the administration's exports (decision 0068) and the inventory's export that
 * its import reads back (features/inventory/csv.ts reads it). Pure, and beside the data table
 * because every list's "Export CSV" link leads to a resource route that writes with it.
 *
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is run as a formula when the file is opened in a spreadsheet,
 * so a name like `=HYPERLINK(…)` typed by a customer could act on an admin's computer. The writer
 * puts an apostrophe in front of such a cell (spreadsheets show the text, not a formula); the
 * inventory's reader takes it off again, so an export imported back gives the values exported.
 * Numbers are written as numbers: a negative amount is a value, not a formula.
 */

/** The characters that make a spreadsheet read a cell as a formula (after any apostrophes already there). */
export const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A file never holds more rows than this: a bigger export is a job for the database's own tools. */
export const CSV_EXPORT_MAX_ROWS = 10_000;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell, guarded against formulas and quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV text for these rows: CRLF line ends as RFC 4180 asks, a final line break, and a UTF-8
 * byte-order mark (with `bom`) so Excel opens accented names correctly instead of guessing a
 * legacy encoding.
 */
export function toCsv(rows: readonly (readonly CsvValue[])[], options: { bom?: boolean } = {}): string {
  const body = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  return `${options.bom ? '\uFEFF' : ''}${body}${rows.length ? '\r\n' : ''}`;
}

/** Cents as a plain decimal amount ("12.50", "-0.40"): what a spreadsheet sums, in any language. */
export function csvAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** A timestamp as ISO 8601 in UTC, or empty: sortable as text and read by every spreadsheet. */
export function csvTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * The answer of an export route: a header row and the rows, as a dated attachment
 * (`orders-2026-05-01.csv`, so a week of exports can sit side by side in a downloads folder),
 * never cached, as it is live data.
 */
export function csvAttachment(
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  now: Date = new Date(),
): Response {
  const day = now.toISOString().slice(0, 10);
  return new Response(toCsv([header, ...rows], { bom: true }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
