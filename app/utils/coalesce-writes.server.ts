import { Transform } from 'node:stream';

/**
 * A pass-through stream that joins the writes made in one turn of the event loop into one
 * chunk. React writes a rendered page in pieces of about 2 kB, all at once; passed on as they
 * are, each piece becomes its own trip through the compression stream, which costs over twice
 * the CPU of compressing the page whole. Anything written later (streamed data) still goes out
 * as soon as its turn ends.
 */
export function coalesceWrites(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  let ended = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
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
    stream.push(joined);
  }
  return stream;
}
