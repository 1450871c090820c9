import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '~/components/ui/data-table-csv';
import { parseCsv } from './csv';

const cellsOf = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(`parse failed: ${parsed.error} on line ${parsed.line}`);
  return parsed.records.map((record) => record.cells);
};

describe('parseCsv', () => {
  it('reads plain fields, with or without a final line break', () => {
    expect(cellsOf('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cellsOf('a,b,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cellsOf('')).toEqual([]);
  });

  it('accepts CRLF, LF and lone CR line ends', () => {
    expect(cellsOf('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cellsOf('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('strips a UTF-8 byte-order mark', () => {
    expect(cellsOf('\uFEFFhandle,name\nx,Y')).toEqual([
      ['handle', 'name'],
      ['x', 'Y'],
    ]);
  });

  it('reads quoted fields with escaped quotes, commas and line breaks inside', () => {
    expect(cellsOf('"a ""quoted"" word","one, two","line 1\nline 2","crlf\r\ninside"\n')).toEqual([
      ['a "quoted" word', 'one, two', 'line 1\nline 2', 'crlf\r\ninside'],
    ]);
    expect(cellsOf('"",x,""\n')).toEqual([['', 'x', '']]);
    expect(cellsOf('""""\n')).toEqual([['"']]);
  });

  it('keeps empty cells and blank lines, so record numbers match spreadsheet rows', () => {
    expect(cellsOf('a,,c\n\n,\n')).toEqual([['a', '', 'c'], [''], ['', '']]);
  });

  it('says on which line each record starts, also after a multi-line field', () => {
    const parsed = parseCsv('h1,h2\n"two\nlines",x\nlast,y\n');
    expect(parsed.ok && parsed.records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('takes a quote inside an unquoted field literally', () => {
    expect(cellsOf('5" pot,x\n')).toEqual([['5" pot', 'x']]);
  });

  it('refuses an unterminated quote and text after a closing quote, with the line', () => {
    expect(parseCsv('a,b\n1,"never closed\n2,3\n')).toEqual({ ok: false, error: 'unterminated-quote', line: 2 });
    expect(parseCsv('a,b\n"x"y,2\n')).toEqual({ ok: false, error: 'text-after-quote', line: 2 });
  });

  it('takes the formula guard off what the writer guarded, and nothing else', () => {
    expect(cellsOf("'=SUM(A1),'+1,'-2,'@x,'\tt,'plain,''=double\n")).toEqual([
      ['=SUM(A1)', '+1', '-2', '@x', '\tt', "'plain", "'=double"],
    ]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs quoting and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b c', 'one, two', 'say "hi"', 'x\ny', '', null, 3, true]])).toBe(
      'a,b c,"one, two","say ""hi""","x\ny",,,3,true\r\n',
    );
    expect(toCsv([])).toBe('');
  });

  it('adds a byte-order mark when asked', () => {
    expect(toCsv([['a']], { bom: true })).toBe('\uFEFFa\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell("'=already")).toBe("''=already");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('round-trips any values through parseCsv', () => {
    const rows = [
      ['handle', 'name', 'summary'],
      ['kale', '=cmd|"/c calc"!A0', 'Line one\r\nline two, with "quotes"'],
      ['x', "'=kept apostrophe", '  spaced  '],
      ['', '-5', '@@'],
      ['ünïcødé', 'tab\tinside', "'"],
    ];
    expect(cellsOf(toCsv(rows, { bom: true }))).toEqual(rows);
  });
});
