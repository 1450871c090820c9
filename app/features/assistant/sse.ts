/*
 * Server-sent events (the HTML standard's `text/event-stream`), written by the chat endpoint and
 * read by the panel. The panel reads with fetch rather than EventSource because it has to POST
 * the conversation, so it needs its own parser.
 */

export type SseEvent = {
  /** Omitted: the browser's default, "message". */
  event?: string;
  data: string;
  id?: string;
};

/** A field value may not hold a line break: one would end the field early and start a forged one. */
function singleLine(name: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`An event's ${name} cannot contain a line break`);
  return value;
}

/** One event as the stream carries it: each line of the data its own `data:` field, then a blank line. */
export function encodeEvent({ event, data, id }: SseEvent): string {
  let out = '';
  if (event !== undefined) out += `event: ${singleLine('event', event)}\n`;
  if (id !== undefined) out += `id: ${singleLine('id', id)}\n`;
  for (const line of data.split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  return `${out}\n`;
}

/** A comment line: ignored by readers, it keeps proxies from closing a quiet connection. */
export function encodeComment(text = ''): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}

export type SseParser = {
  /** Any piece of the stream: it may end inside a line, or between a CR and its LF. */
  push: (chunk: string) => void;
  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end: () => void;
};

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let isAfterCarriageReturn = false;
  let isFirstLine = true;
  let dataLines: string[] = [];
  let hasData = false;
  let eventName: string | undefined;
  let lastId: string | undefined;

  const dispatch = () => {
    if (hasData) {
      const event: SseEvent = { data: dataLines.join('\n') };
      if (eventName !== undefined) event.event = eventName;
      if (lastId !== undefined) event.id = lastId;
      onEvent(event);
    }
    dataLines = [];
    hasData = false;
    eventName = undefined;
  };

  const line = (text: string) => {
    // A byte-order mark may open the stream and is not part of the first field's name.
    const current = isFirstLine && text.startsWith('\uFEFF') ? text.slice(1) : text;
    isFirstLine = false;
    if (current === '') return dispatch();
    if (current.startsWith(':')) return;
    const colon = current.indexOf(':');
    const name = colon < 0 ? current : current.slice(0, colon);
    let value = colon < 0 ? '' : current.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'data') {
      dataLines.push(value);
      hasData = true;
    } else if (name === 'event') eventName = value;
    else if (name === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    push(chunk) {
      let text = chunk;
      // The CR of a CRLF ended the line already; its LF, arriving in this chunk, is not another one.
      if (isAfterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
      isAfterCarriageReturn = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) isAfterCarriageReturn = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      dataLines = [];
      hasData = false;
      eventName = undefined;
    },
  };
}
