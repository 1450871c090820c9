import { Transform } from 'node:stream';

const DOCUMENT_END = Buffer.from('</body></html>');
const HEAD_END = Buffer.from('</head>');

/**
 * A pass-through stream that joins the writes made in one turn of the event loop into one
 * chunk. React writes a rendered page in pieces of about 2 kB, all at once; passed on as they
 * are, each piece becomes its own trip through the compression stream, which costs over twice
 * the CPU of compressing the page whole. Anything written later (streamed data) still goes out
 * as soon as its turn ends.
 *
 * `rewriteFirst` may change the document's head: the first chunk up to `</head>` (React writes
 * the shell in one turn), or the whole first chunk if it has no `</head>`. Only the head is
 * decoded and encoded again: the body stays bytes (a forum thread's 180 kB took 4 ms of CPU to
 * decode, rewrite and encode whole, its head under a fifth of that). `appendLast` adds to the end of the document, once React
 * has written everything, streamed parts included: before the closing `</body></html>` React
 * ends a document with, or after the last chunk when it does not end so.
 */
export function coalesceWrites(rewriteFirst?: (html: string) => string, appendLast?: () => string): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  let ended = false;
  let first = true;
  let wrote = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      wrote = true;
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      if (appendLast && wrote) {
        const last = Buffer.from(appendLast());
        const joined = Buffer.concat(pending);
        pending = joined.subarray(-DOCUMENT_END.length).equals(DOCUMENT_END)
          ? [joined.subarray(0, -DOCUMENT_END.length), last, DOCUMENT_END]
          : [joined, last];
      }
      release();
      ended = true;
      done();
    },
  });
  function release() {
    scheduled = false;
    if (ended || pending.length === 0) return;
    const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    const chunk = first && rewriteFirst ? rewriteHead(joined, rewriteFirst) : joined;
    first = false;
    stream.push(chunk);
  }
  return stream;
}

function rewriteHead(html: Buffer, rewrite: (html: string) => string): Buffer {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return Buffer.from(rewrite(html.toString('utf8')));
  return Buffer.concat([Buffer.from(rewrite(html.toString('utf8', 0, end))), html.subarray(end)]);
}

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Marks the module preloads of React Router's `<Scripts />` (which React writes into the head,
 * before the stylesheet and fonts) `fetchpriority="low"`. The page is server-rendered and readable
 * before its scripts run, so on a slow link the stylesheet, the fonts and the first screen's
 * image should have the bandwidth first; the scripts follow and hydrate. Measured with
 * `npm run bench:lighthouse` (issue 12): first contentful paint on a simulated slow phone went
 * from about 3.0 s to 0.9 s. `<Scripts />` takes no attributes for its preloads, hence the rewrite.
 */
export function lowerModulePreloads(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}
