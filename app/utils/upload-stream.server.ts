import fs from 'node:fs';
import { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import { hasControlCharacters } from './form.server';

/*
 * A file upload too big to hold in memory (a lesson's video): the multipart body is parsed as it
 * arrives (@fastify/busboy, decision 0055) and the file is written straight to a temporary file,
 * its bytes counted on the way. Memory holds a few chunks at a time, whatever the file's size:
 * when the disk is slower than the network, the file stream pauses, the parser stops taking
 * input, and the request body is not read further until it catches up.
 *
 * `readUploadForm` (form.server.ts) stays the way to read small uploads (documents, photos, the
 * CSV import): it reads the body whole, within its limit, and hands back a FormData.
 */

export type StreamedFile = {
  /** The temporary file holding the bytes; the caller keeps it (renames it) or removes it. */
  path: string;
  /** The name the browser gave (a device's name, not to be trusted or shown uncleaned). */
  name: string;
  size: number;
  /** The first bytes, for telling what the file is. */
  head: Uint8Array;
};

export type StreamedUpload =
  | { ok: true; fields: Map<string, string>; file: StreamedFile | null }
  | {
      ok: false;
      /** 413: the file passed its limit (nothing of it is kept); 400: not a form, or a broken one. */
      status: 400 | 413;
      fields: Map<string, string>;
    };

export type StreamUploadOptions = {
  /** The form field that carries the file; files under any other name are read and dropped. */
  fileField: string;
  /**
   * The most the file may hold, given the fields sent before it (a form sends its fields in
   * order, so a hidden `intent` before the file input is known by then).
   */
  maxFileBytes: (fields: ReadonlyMap<string, string>) => number;
  /** A new path for the temporary file, in the directory the file will be kept in. */
  temporaryPath: () => Promise<string>;
  /** How many first bytes to keep in `head`. */
  headBytes?: number;
};

const FIELD_LIMITS = { fields: 20, fieldSize: 4 * 1024, fieldNameSize: 100, files: 2, parts: 24, headerPairs: 20 };

/**
 * Reads a multipart form whose one file is streamed to a temporary file. A file past its limit
 * is refused with 413: writing stops at once and the partial file is removed, and the rest of
 * the body is read and dropped (the server's own body limit bounds how much), so the person
 * gets the form's answer rather than a broken connection. On any refusal nothing is left on disk.
 */
export async function streamUploadForm(request: Request, options: StreamUploadOptions): Promise<StreamedUpload> {
  const fields = new Map<string, string>();
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) return { ok: false, status: 400, fields };

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { 'content-type': contentType }, limits: FIELD_LIMITS });
  } catch {
    return { ok: false, status: 400, fields };
  }

  const headBytes = options.headBytes ?? 16;
  let file: StreamedFile | null = null;
  let written: Promise<void> = Promise.resolve();
  let refusal: 400 | 413 | null = null;
  let temporaryPath: string | null = null;

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated || hasControlCharacters(value)) refusal ??= 400;
    else if (!fields.has(name)) fields.set(name, value);
  });

  parser.on('file', (name, stream, fileName) => {
    // A second file, or one under another name, is not wanted: read past it.
    if (name !== options.fileField || file !== null || refusal !== null) {
      stream.resume();
      return;
    }
    const limit = options.maxFileBytes(fields);
    const received: StreamedFile = { path: '', name: fileName ?? '', size: 0, head: new Uint8Array(0) };
    file = received;
    written = new Promise<void>((resolve, reject) => {
      let output: fs.WriteStream | null = null;
      let isTooLarge = false;
      const head: Uint8Array[] = [];
      let headLength = 0;
      stream.on('data', (chunk: Buffer) => {
        if (isTooLarge) return;
        received.size += chunk.byteLength;
        if (received.size > limit) {
          // Past the limit: stop writing now; what follows is only read and dropped.
          isTooLarge = true;
          refusal = 413;
          output?.destroy();
          return;
        }
        if (headLength < headBytes) {
          head.push(chunk.subarray(0, headBytes - headLength));
          headLength = Math.min(headBytes, headLength + chunk.byteLength);
        }
        if (output && !output.write(chunk)) {
          stream.pause();
          output.once('drain', () => stream.resume());
        }
      });
      stream.on('end', () => {
        received.head = new Uint8Array(Buffer.concat(head));
        if (isTooLarge || !output) return resolve();
        output.end();
        output.once('finish', () => resolve());
      });
      stream.on('error', reject);
      // The file is opened before the first chunk is let through, so no byte is missed, and it is
      // on disk by then: a refusal's removal always finds it. (A stream left to open the file
      // itself opens it later, so a file refused in its first chunk could be removed before it
      // was made, and then made and left behind.)
      stream.pause();
      options
        .temporaryPath()
        .then(async (target) => {
          temporaryPath = target;
          received.path = target;
          const handle = await fs.promises.open(target, 'wx', 0o600);
          output = fs.createWriteStream(target, { fd: handle });
          output.on('error', (error) => {
            if (!isTooLarge) reject(error);
          });
          stream.resume();
        })
        .catch(reject);
    });
    // Handled where it is awaited; a failure before then must not be an unhandled rejection.
    written.catch(() => {});
  });

  const removeTemporary = async () => {
    if (temporaryPath) await fs.promises.rm(temporaryPath, { force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('finish', resolve);
      parser.on('error', reject);
      const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
      body.on('error', reject);
      body.pipe(parser);
    });
    await written;
  } catch {
    // A broken body (the client went away, or the server cut it off at its limit) or a disk error.
    await removeTemporary();
    return { ok: false, status: refusal === 413 ? 413 : 400, fields };
  }
  if (refusal !== null) {
    await removeTemporary();
    return { ok: false, status: refusal, fields };
  }
  const kept = file as StreamedFile | null;
  // A form sent without choosing a file carries an empty, nameless part: no file at all.
  if (kept && kept.size === 0 && kept.name === '') {
    await removeTemporary();
    return { ok: true, fields, file: null };
  }
  return { ok: true, fields, file: kept };
}
