/*
 * What a thread talks about (issue 37: threads linked to the products, courses and guides they
 * mention): the addresses on this site that its posts link to, read from their rendered HTML.
 * The thread page shows them as cards, looked up by address in the search (so a renamed product
 * shows its new name, and a page that is gone drops out). Pure.
 */

/** Cards beside a thread: a handful, in the order the thread first links them. */
export const LINKED_PAGES_MAX = 6;

/** Addresses that are not things to show as a card: the forum itself, accounts, machinery. */
const SKIPPED = /^\/(forum|auth|account|api|checkout|cart|dev|admin|creator-hub)(\/|$)/;

export function linkedPaths(htmls: readonly string[]): string[] {
  const found: string[] = [];
  for (const html of htmls) {
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = (match[1] ?? '').replace(/&amp;/g, '&');
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const path = href.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
      if (path === '/' || SKIPPED.test(path) || found.includes(path)) continue;
      found.push(path);
      if (found.length === LINKED_PAGES_MAX) return found;
    }
  }
  return found;
}
