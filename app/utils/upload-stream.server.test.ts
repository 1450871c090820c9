import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { streamUploadForm } from './upload-stream.server';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-stream-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

let next = 0;
const options = (maxFileBytes = 1024) => ({
  fileField: 'file',
  maxFileBytes: (fields: ReadonlyMap<string, string>) => (fields.get('intent') === 'small' ? 10 : maxFileBytes),
  temporaryPath: async () => path.join(directory, `upload-${next++}.part`),
});

function formRequest(entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return new Request('http://localhost/upload', { method: 'POST', body: form });
}

const leftovers = () => fs.readdirSync(directory);

describe('streamUploadForm', () => {
  it('writes the file to a temporary file and keeps the fields and the first bytes', async () => {
    const bytes = new TextEncoder().encode('name,amount\nkale,3\nبذور,4\n');
    const read = await streamUploadForm(
      formRequest([
        ['intent', 'upload'],
        ['file', new File([bytes], 'Plan del huerto.csv', { type: 'text/csv' })],
      ]),
      options(),
    );
    if (!read.ok || !read.file) throw new Error(`not read: ${JSON.stringify(read)}`);
    expect(read.fields.get('intent')).toBe('upload');
    expect(read.file).toMatchObject({ name: 'Plan del huerto.csv', size: bytes.byteLength });
    expect(new TextDecoder().decode(read.file.head)).toBe('name,amount\nkale');
    expect(new Uint8Array(fs.readFileSync(read.file.path))).toEqual(bytes);
    fs.rmSync(read.file.path);
  });

  it('refuses a file past its limit with 413 and leaves nothing on disk', async () => {
    const before = leftovers().length;
    const big = await streamUploadForm(formRequest([['file', new File([new Uint8Array(5000)], 'big.bin')]]), options(4096));
    expect(big).toMatchObject({ ok: false, status: 413 });
    // The fields sent before the file choose its limit.
    const small = await streamUploadForm(
      formRequest([
        ['intent', 'small'],
        ['file', new File([new Uint8Array(11)], 'eleven.bin')],
      ]),
      options(),
    );
    expect(small).toMatchObject({ ok: false, status: 413 });
    expect(small.fields.get('intent')).toBe('small');
    expect(leftovers().length).toBe(before);
  });

  it('takes a form sent without a file as no file, and refuses what is not a multipart form', async () => {
    const before = leftovers().length;
    const empty = await streamUploadForm(
      formRequest([
        ['intent', 'upload'],
        ['file', new File([], '')],
      ]),
      options(),
    );
    expect(empty).toMatchObject({ ok: true, file: null });
    const urlencoded = new Request('http://localhost/upload', { method: 'POST', body: new URLSearchParams({ intent: 'x' }) });
    expect(await streamUploadForm(urlencoded, options())).toMatchObject({ ok: false, status: 400 });
    const control = await streamUploadForm(formRequest([['intent', 'a\u0000b']]), options());
    expect(control).toMatchObject({ ok: false, status: 400 });
    expect(leftovers().length).toBe(before);
  });

  it('answers 400 for a body cut off in the middle, removing the partial file', async () => {
    const before = leftovers().length;
    const boundary = 'cut-here';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const request = new Request('http://localhost/upload', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `${head}${'x'.repeat(500)}`,
    });
    expect(await streamUploadForm(request, options())).toMatchObject({ ok: false, status: 400 });
    expect(leftovers().length).toBe(before);
  });
});
