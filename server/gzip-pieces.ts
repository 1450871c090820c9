import zlib from 'node:zlib';

/**
 * Gzip for a page that is compressed once but sent many times with a different CSP nonce in
 * it each time (the page cache). The page is kept cut where the nonce goes. Each piece is
 * compressed on its own into deflate data that ends on a byte boundary without closing the
 * stream (a sync flush). Per response, only the nonce is added, as an uncompressed "stored"
 * block, then one empty final block and the gzip trailer (CRC-32 and length of the whole text).
 * RFC 1951 §3.2.3–3.2.4 (block headers, stored blocks), RFC 1952 (the gzip wrapper).
 *
 * A browser decoding the response keeps everything it has decoded so far as its window, so
 * each piece may point back into earlier pieces, as one gzip of the whole page would (without
 * that, the many short pieces in <head> compress poorly). Each piece is compressed with the text
 * before it as a preset dictionary, where every nonce is replaced by as many zero bytes. Zero
 * bytes never occur in a page, so no match can reach into a nonce, whose bytes differ per
 * response. A piece that does contain a zero byte is compressed without the dictionary.
 */

// Magic, deflate, no flags, no modification time, no extra flags, unknown operating system.
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));
const MAX_STORED = 0xffff;

const WINDOW = 32 * 1024;

/** Each piece as deflate data that can be followed by more blocks; `glueLength` is the nonce's length. */
export function compressPieces(pieces: Buffer[], glueLength: number): Buffer[] {
  const standIn = Buffer.alloc(glueLength);
  let window = Buffer.alloc(0);
  return pieces.map((piece, index) => {
    if (index > 0) window = Buffer.concat([window, standIn]);
    const options: zlib.ZlibOptions = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
    if (window.length > 0 && !piece.includes(0)) options.dictionary = window.subarray(-WINDOW);
    const compressed = zlib.deflateRawSync(piece, options);
    window = Buffer.concat([window, piece]).subarray(-WINDOW);
    return compressed;
  });
}

/** The pieces joined by `glue`, uncompressed: what gzipJoined's output decodes to. */
export function joinPieces(pieces: Buffer[], glue: Buffer): Buffer {
  return Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [glue, piece])));
}

/** Short data as one non-final stored block: header byte, then its length and that length's complement. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > MAX_STORED) throw new RangeError('a stored block holds at most 65,535 bytes');
  const block = Buffer.alloc(5 + data.length);
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * One gzip member of `pieces` joined by `glue`, from the pieces compressed by compressPieces
 * (with this glue's length: the distances of back-references count it).
 */
export function gzipJoined(pieces: Buffer[], compressed: Buffer[], glue: Buffer): Buffer {
  const glueBlock = storedBlock(glue);
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      out.push(glueBlock);
      crc = zlib.crc32(glue, crc);
      size += glue.length;
    }
    out.push(compressed[index] as Buffer);
    // An empty piece adds nothing. Skip it: Node 20's crc32 answered 0 instead of the running
    // value for an empty buffer that zlib had compressed before.
    if (piece.length > 0) crc = zlib.crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(out);
}
