import { describe, expect, it } from 'vitest';
import { ifRangeHolds, parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  const size = 1000;

  it('sends the whole file without a header, or with one it does not honour', () => {
    expect(parseByteRange(null, size)).toEqual({ kind: 'full' });
    expect(parseByteRange('', size)).toEqual({ kind: 'full' });
    expect(parseByteRange('items=0-5', size)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=0-1,5-6', size)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=abc', size)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=-', size)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=5-2', size)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=1.5-3', size)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=-x', size)).toEqual({ kind: 'full' });
  });

  it('reads a closed range, clamped to the end of the file', () => {
    expect(parseByteRange('bytes=0-99', size)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=10-10', size)).toEqual({ kind: 'partial', start: 10, end: 10 });
    expect(parseByteRange('bytes=900-5000', size)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('Bytes = 5 - 9 ', size)).toEqual({ kind: 'partial', start: 5, end: 9 });
  });

  it('reads an open range to the end', () => {
    expect(parseByteRange('bytes=0-', size)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseByteRange('bytes=999-', size)).toEqual({ kind: 'partial', start: 999, end: 999 });
  });

  it('reads a suffix as the last bytes, the whole file when it asks for more', () => {
    expect(parseByteRange('bytes=-100', size)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', size)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('answers a range that starts past the end, or an empty suffix, as unsatisfiable', () => {
    expect(parseByteRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=1000-2000', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('ifRangeHolds', () => {
  const file = { etag: '"abc-10"', lastModified: new Date('2026-03-01T10:00:00.500Z') };

  it('holds without the header, for the same ETag, or a date not before the last change', () => {
    expect(ifRangeHolds(null, file)).toBe(true);
    expect(ifRangeHolds('"abc-10"', file)).toBe(true);
    expect(ifRangeHolds('Sun, 01 Mar 2026 10:00:00 GMT', file)).toBe(true);
  });

  it('fails for another ETag, a weak one, an earlier date or nonsense', () => {
    expect(ifRangeHolds('"other"', file)).toBe(false);
    expect(ifRangeHolds('W/"abc-10"', file)).toBe(false);
    expect(ifRangeHolds('Sun, 01 Mar 2026 09:59:59 GMT', file)).toBe(false);
    expect(ifRangeHolds('yesterday', file)).toBe(false);
  });
});
