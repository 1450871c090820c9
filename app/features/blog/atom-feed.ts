/*
 * The blog's Atom feed (RFC 4287), written by hand: a few elements, every text escaped, no
 * dependency. Pure, beside its test (atom-feed.test.ts).
 */

export type FeedEntry = {
  id: string;
  title: string;
  /** Absolute address of the post. */
  url: string;
  summary: string;
  author: string;
  tags: readonly string[];
  published: Date;
  updated: Date;
};

export type Feed = {
  title: string;
  subtitle: string;
  /** Absolute address of the feed itself and of the blog. */
  feedUrl: string;
  siteUrl: string;
  /** When nothing is published yet: the feed still needs an `updated`. */
  fallbackUpdated: Date;
  entries: readonly FeedEntry[];
};

/** Whether XML 1.0 may carry a character (its Char production): no C0 controls but tab and line ends, no lone surrogates. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** XML's five special characters escaped, and the characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return Array.from(text, (char) => (isXmlChar(char.codePointAt(0) ?? 0) ? char : ''))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A post's stable id: a tag URI (RFC 4151) on the site's host and the post's id, unchanged by a new slug. */
export function entryId(siteUrl: string, postId: string, firstPublished: Date): string {
  const host = new URL(siteUrl).hostname;
  return `tag:${host},${firstPublished.toISOString().slice(0, 10)}:blog/${postId}`;
}

export function renderAtomFeed(feed: Feed): string {
  const updated = feed.entries.length
    ? new Date(Math.max(...feed.entries.map((entry) => entry.updated.getTime())))
    : feed.fallbackUpdated;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <id>${escapeXml(feed.feedUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.siteUrl)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
  ];
  for (const entry of feed.entries) {
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(entry.id)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <published>${entry.published.toISOString()}</published>`,
      `    <updated>${entry.updated.toISOString()}</updated>`,
      `    <author><name>${escapeXml(entry.author)}</name></author>`,
      ...entry.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
