import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { IMPORT_LIMITS } from './inventory.server';

/**
 * Reading /inventory's forms, one of which uploads a CSV file (issue 4). The body is read with
 * a ceiling: a request that declares, or turns out to carry, more than the import allows is
 * refused before it is buffered whole, so an oversized upload costs us at most that much
 * memory and gets a clear message instead of a slow failure.
 */

/** The file's own limit plus room for the multipart framing and the form's other fields. */
const MAX_REQUEST_BYTES = IMPORT_LIMITS.maxBytes + 64 * 1024;

export type InventoryForm =
  | { ok: true; form: FormData }
  | { ok: false; message: 'inventory.import.errors.tooLarge' | 'errors.badForm'; status: 400 | 413 };

export async function readInventoryForm(request: Request): Promise<InventoryForm> {
  const tooLarge = { ok: false, message: 'inventory.import.errors.tooLarge', status: 413 } as const;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_REQUEST_BYTES) return tooLarge;
  let limited = request;
  if (request.body) {
    // A chunked upload declares no length: count the bytes as they come.
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_REQUEST_BYTES) {
        await reader.cancel();
        return tooLarge;
      }
      chunks.push(value);
    }
    const body = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    limited = new Request(request.url, {
      method: request.method,
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body,
    });
  }
  const read = await readForm(limited);
  return read.ok ? { ok: true, form: read.form } : { ok: false, message: 'errors.badForm', status: 400 };
}

export type ImportText = { ok: true; text: string; source: string } | { ok: false; message: string; status: 400 | 413 };

/**
 * The CSV to import: the uploaded file, or else the pasted text. A file must be UTF-8 (what
 * "CSV UTF-8" in a spreadsheet writes); a legacy encoding would turn accented names into
 * garbage silently, so it is refused with a hint instead.
 */
export async function importTextFrom(form: FormData): Promise<ImportText> {
  const file = form.get('file');
  if (file instanceof Blob && file.size > 0) {
    if (file.size > IMPORT_LIMITS.maxBytes) return { ok: false, message: 'inventory.import.errors.tooLarge', status: 413 };
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      return { ok: false, message: 'inventory.import.errors.notUtf8', status: 400 };
    }
    const name = typeof (file as File).name === 'string' ? (file as File).name : '';
    return { ok: true, text, source: name.replace(/[^\w .()-]/g, '').slice(0, 120) };
  }
  const pasted = textField(form, 'csv');
  if (pasted.trim() === '') return { ok: false, message: 'inventory.import.errors.noFile', status: 400 };
  if (Buffer.byteLength(pasted, 'utf8') > IMPORT_LIMITS.maxBytes)
    return { ok: false, message: 'inventory.import.errors.tooLarge', status: 413 };
  return { ok: true, text: pasted, source: '' };
}
