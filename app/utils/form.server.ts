import { data } from 'react-router';
import type { FormFailure } from './form-result';
import { bodyLimitFor, readBody } from './request-body.server';

/**
 * Control characters no one types into a form (tab, newline and carriage return are fine).
 * NUL in particular cannot be stored by PostgreSQL at all.
 */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

const badForm = () => data<FormFailure>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });

/**
 * The submitted form, or the 400 answer to return when the body is not a form (a JSON post, a
 * broken upload) or a value holds control characters: a clear message on the form the person
 * is looking at, instead of a server error. Usage:
 *
 *   const read = await readForm(request);
 *   if (!read.ok) return read.response;
 */
export async function readForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; response: ReturnType<typeof badForm> }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, response: badForm() };
  }
  for (const value of form.values()) {
    if (typeof value === 'string' && hasControlCharacters(value)) return { ok: false, response: badForm() };
  }
  return { ok: true, form };
}

export type UploadForm = { ok: true; form: FormData } | { ok: false; message: string; status: 400 | 413 };

/**
 * A form that may carry a file, read with the server's limit for its address and body
 * (`bodyLimitFor`): a body that declares, or turns out to carry, more is refused before it is
 * buffered whole, with `tooLarge` as its message (413); a broken one is a 400.
 */
export async function readUploadForm(request: Request, tooLarge: string): Promise<UploadForm> {
  const { maxBytes } = bodyLimitFor(new URL(request.url).pathname, request.headers.get('content-type'));
  const read = await readBody(request, maxBytes);
  if (!read.ok)
    return read.status === 413
      ? { ok: false, message: tooLarge, status: 413 }
      : { ok: false, message: 'errors.badForm', status: 400 };
  const form = await readForm(
    new Request(request.url, {
      method: request.method,
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: read.bytes,
    }),
  );
  return form.ok ? { ok: true, form: form.form } : { ok: false, message: 'errors.badForm', status: 400 };
}
