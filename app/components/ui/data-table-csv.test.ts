import { describe, expect, it } from 'vitest';
import { csvAmount, csvAttachment, csvCell, csvTime, toCsv } from './data-table-csv';

describe('csvCell', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2 broken')).toBe("'-2 broken");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('\r=cmd')).toBe('"\'\r=cmd"');
    // An apostrophe already there does not hide the formula behind it.
    expect(csvCell("'=cmd")).toBe("''=cmd");
    expect(csvCell('=HYPERLINK("http://evil.example","Seeds, the best")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Seeds, the best"")"',
    );
  });

  it('leaves text that only contains those characters alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ada@example.org')).toBe('ada@example.org');
    expect(csvCell('VL-1001')).toBe('VL-1001');
  });

  it('writes numbers as numbers, negative ones included, and nothing for what is not a number', () => {
    expect(csvCell(-0.4)).toBe('-0.4');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, and writes dates in UTC', () => {
    expect(csvCell('one, two')).toBe('"one, two"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('x\ny')).toBe('"x\ny"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(new Date('2026-05-01T10:00:00Z'))).toBe('2026-05-01T10:00:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
  });
});

describe('toCsv', () => {
  it('ends every line with CRLF and adds a byte-order mark when asked', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('a,1\r\nb,2\r\n');
    expect(toCsv([['a']], { bom: true })).toBe('\uFEFFa\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('amounts and times', () => {
  it('writes cents as a decimal amount, refunds below zero', () => {
    expect(csvAmount(1250)).toBe(12.5);
    expect(csvAmount(-40)).toBe(-0.4);
    expect(csvAmount(0)).toBe(0);
  });

  it('writes a moment as ISO 8601 in UTC, and nothing for none', () => {
    expect(csvTime('2026-05-01 12:00:00+02')).toBe('2026-05-01T10:00:00.000Z');
    expect(csvTime(new Date('2026-05-01T10:00:00Z'))).toBe('2026-05-01T10:00:00.000Z');
    expect(csvTime(null)).toBe('');
    expect(csvTime('not a date')).toBe('');
  });
});

describe('csvAttachment', () => {
  it('answers a dated, uncached attachment with a byte-order mark and the header first', async () => {
    const answer = csvAttachment('orders', ['number', 'email'], [['VL-1', '=evil']], new Date('2026-05-01T23:00:00Z'));
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-05-01.csv"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("number,email\r\nVL-1,'=evil\r\n");
  });
});
