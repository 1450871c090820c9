/*
 * The words of HTML we rendered from markdown (content.server's renderMarkdown), as plain text:
 * for search documents, and for structured data a page's meta builds from HTML it already has
 * (a forum thread's posts), on the server and in the browser alike. No server imports.
 */

/** The five entities our markdown renderer writes, as the characters they stand for, with spaces collapsed. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function stripHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<\/?(p|li|ul|ol|h[1-6]|td|th|tr|table|blockquote|br|hr|figure|figcaption)\b[^>]*>/g, ' ')
      .replace(/<[^>]+>/g, ''),
  );
}

/** Plain text for search: a heading ends its sentence, so its words do not run into the next. */
export function searchText(html: string): string {
  return stripHtml(html.replace(/(?<![.!?:])<\/h([1-6])>/g, '.</h$1>'));
}

/**
 * searchText of the same HTML again (a thread's posts on every view of its page): the last 500
 * kept, like renderMarkdown's output, so a page's fifty posts are not stripped on each request.
 */
const known = new Map<string, string>();
const KNOWN_LIMIT = 500;

export function cachedSearchText(html: string): string {
  let text = known.get(html);
  if (text === undefined) {
    text = searchText(html);
    if (known.size >= KNOWN_LIMIT) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    known.set(html, text);
  }
  return text;
}
