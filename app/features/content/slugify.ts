/**
 * A heading's or title's address form: accents dropped, anything but letters and digits a
 * hyphen. Pure, so the rendered pages' heading ids (content.server's renderMarkdown) and the
 * assistant's citation anchors, made without reading any file, are the same.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
