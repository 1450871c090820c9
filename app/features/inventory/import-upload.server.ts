import { readUploadForm, type UploadForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { IMPORT_LIMITS } from './csv-import.server';

/**
 * Reading /inventory's forms, one of which uploads a CSV file (issue 4), and a product page's,
 * one of which uploads photos. An upload is read with its limit (`BODY_LIMITS.upload`: the
 * file's own limit plus room for the multipart framing and the form's other fields): a request that declares, or turns out to carry, more is
 * refused before it is buffered whole, so an oversized upload costs us at most that much memory
 * and gets a clear message instead of a slow failure.
 */

export type InventoryForm = UploadForm;

/**
 * The limit is the server's for the address and body (`bodyLimitFor`): the import's upload, a
 * product page's photos, or a form's for anything that is not a file upload. `tooLarge` is the
 * message for a body over it.
 */
export function readInventoryForm(request: Request, tooLarge = 'inventory.import.errors.tooLarge'): Promise<InventoryForm> {
  return readUploadForm(request, tooLarge);
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
