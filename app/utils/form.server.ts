import { data } from 'react-router';

/**
 * Control characters no one types into a form (tab, newline and carriage return are fine).
 * NUL in particular cannot be stored by PostgreSQL at all.
 */
function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * The submitted form, or a 400 answer when the body is not a form (a JSON post, a broken
 * upload) or a value holds control characters: a clear refusal instead of a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  }
  for (const value of form.values()) {
    if (typeof value === 'string' && hasControlCharacters(value))
      throw data({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  }
  return form;
}
