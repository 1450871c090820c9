import { describe, expect, it } from 'vitest';
import { createSseParser, encodeComment, encodeEvent, type SseEvent } from './sse';

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

/** A small seeded generator, so a failing split can be replayed from its seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function splitAt(text: string, random: () => number): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    const size = 1 + Math.floor(random() * 12);
    chunks.push(text.slice(start, start + size));
    start += size;
  }
  return chunks;
}

describe('encodeEvent', () => {
  it('writes one data field per line and ends with a blank line', () => {
    expect(encodeEvent({ data: 'hello' })).toBe('data: hello\n\n');
    expect(encodeEvent({ event: 'delta', id: '7', data: 'one\ntwo\r\nthree' })).toBe(
      'event: delta\nid: 7\ndata: one\ndata: two\ndata: three\n\n',
    );
    expect(encodeEvent({ data: '' })).toBe('data: \n\n');
  });

  it('refuses a line break in the event name or id, which would forge fields', () => {
    expect(() => encodeEvent({ event: 'a\ndata: x', data: 'y' })).toThrow();
    expect(() => encodeEvent({ id: '1\r2', data: 'y' })).toThrow();
  });

  it('writes comments the parser ignores', () => {
    expect(encodeComment('ping')).toBe(': ping\n\n');
    expect(parseAll([encodeComment('keep\nalive'), encodeEvent({ data: 'x' })])).toEqual([{ data: 'x' }]);
  });
});

describe('createSseParser', () => {
  it('reads what the standard allows: no space after the colon, CR and CRLF line ends, a byte-order mark', () => {
    expect(parseAll(['\uFEFFevent:a\r\ndata:1\r\ndata:  2\r\r', 'data\n\n'])).toEqual([
      { event: 'a', data: '1\n 2' },
      { data: '' },
    ]);
  });

  it('keeps the last id for later events, as EventSource does', () => {
    expect(parseAll(['id: 4\ndata: a\n\ndata: b\n\n'])).toEqual([
      { id: '4', data: 'a' },
      { id: '4', data: 'b' },
    ]);
  });

  it('ignores unknown fields and blank lines with no data, and drops an unfinished event at the end', () => {
    expect(parseAll(['retry: 10\nfoo: bar\n\n\ndata: kept\n\ndata: lost'])).toEqual([{ data: 'kept' }]);
  });

  it('joins a CRLF split between two chunks into one line end', () => {
    expect(parseAll(['data: a\r', '\n\r', '\n'])).toEqual([{ data: 'a' }]);
  });

  it('reads back what encodeEvent wrote, however the stream is cut', () => {
    const random = randomFrom(20261129);
    const samples = [
      'plain',
      'two\nlines',
      'ünïcode — “quotes” 🌱',
      ': looks like a comment',
      'data: nested',
      '',
      'trailing\n',
      '\r\nlead',
    ];
    for (let round = 0; round < 200; round++) {
      const events: SseEvent[] = [];
      const count = 1 + Math.floor(random() * 6);
      for (let index = 0; index < count; index++) {
        const data = samples[Math.floor(random() * samples.length)] ?? '';
        const event: SseEvent = { id: `${round}-${index}`, data };
        if (random() < 0.5) event.event = random() < 0.5 ? 'delta' : 'sources';
        events.push(event);
      }
      const stream = events.map(encodeEvent).join('');
      const normalised = events.map((event) => ({ ...event, data: event.data.replace(/\r\n|\r/g, '\n') }));
      expect(parseAll(splitAt(stream, random)), `round ${round}`).toEqual(normalised);
    }
  });
});
