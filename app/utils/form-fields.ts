/** A text field's value: '' when it is missing or not text (a file posted in its place). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
