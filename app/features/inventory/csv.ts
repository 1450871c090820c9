import { FORMULA_START } from '~/components/ui/data-table-csv';

/**
 * A small RFC 4180 CSV reader for the inventory import (issue 4); the export is written by the
 * administration's shared writer (components/ui/data-table-csv.ts, decision 0068). Pure,
 * so it runs and is tested without a database, and small enough to read in one sitting: the
 * import only has to understand what spreadsheets write (Excel, Numbers, LibreOffice, Google
 * Sheets), and a dependency for that would be more code to trust than this.
 *
 * Reading accepts what those programs produce: fields in double quotes with `""` for a quote,
 * commas and line breaks inside quotes, CRLF or LF line ends (and a lone CR, as old Mac
 * programs wrote), a UTF-8 byte-order mark, and a final line break or none.
 *
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is run as a formula when the file is opened in a
 * spreadsheet, so a product name like `=HYPERLINK(…)` typed by one admin could act on the
 * computer of another. The writer puts an apostrophe in front of such a cell (spreadsheets
 * show the text, not a formula) and the reader takes that apostrophe off again, so an export
 * imported back unchanged gives exactly the values that were exported.
 */

export type CsvRecord = {
  /** The cells, in order. */
  cells: string[];
  /** 1-based line of the file the record starts on (records may span lines inside quotes). */
  line: number;
};

export type CsvParseResult =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; error: 'unterminated-quote' | 'text-after-quote'; line: number };

/** A cell as written by `toCsv`, with the formula guard taken off. */
function unguard(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * Reads CSV text into records. A blank line is a record with one empty cell, kept so that
 * record numbers match the row numbers a spreadsheet shows; callers skip it if they like.
 * Refuses (with the line) an unterminated quoted field or text after a closing quote, rather
 * than guessing: an import must not act on a file it misread.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  // True once anything of the current record has been read (so a last line without a line
  // break still counts, and the empty text after a final line break does not).
  let inRecord = false;

  const endCell = () => {
    cells.push(unguard(cell));
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ cells, line: recordLine });
    cells = [];
    inRecord = false;
  };

  while (index < input.length) {
    const char = input[index];
    if (!inRecord) {
      inRecord = true;
      recordLine = line;
    }
    if (char === '"' && cell === '') {
      // A quoted field: read to the closing quote; "" is one quote.
      const openedOn = line;
      index++;
      for (;;) {
        if (index >= input.length) return { ok: false, error: 'unterminated-quote', line: openedOn };
        const inner = input[index];
        if (inner === '"') {
          if (input[index + 1] === '"') {
            cell += '"';
            index += 2;
            continue;
          }
          index++;
          break;
        }
        if (inner === '\n' || (inner === '\r' && input[index + 1] !== '\n')) line++;
        cell += inner;
        index++;
      }
      const next = input[index];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
        return { ok: false, error: 'text-after-quote', line };
      continue;
    }
    if (char === ',') {
      endCell();
      index++;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && input[index + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    // A quote inside an unquoted field is taken literally, as spreadsheets do.
    cell += char;
    index++;
  }
  if (inRecord) endRecord();
  return { ok: true, records };
}
