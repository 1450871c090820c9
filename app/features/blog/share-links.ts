/*
 * Sharing a post with plain links (issue 36): each service's own "share this address" page, so
 * no third-party script runs on ours and nothing is sent anywhere until the reader clicks.
 */

export type ShareService = 'email' | 'bluesky' | 'mastodon' | 'x' | 'facebook' | 'linkedin';

export type ShareLink = { service: ShareService; href: string };

export function shareLinks({ url, title }: { url: string; title: string }): ShareLink[] {
  const text = `${title} ${url}`;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { service: 'email', href: `mailto:?${query({ subject: title, body: url }).replace(/\+/g, '%20')}` },
    { service: 'bluesky', href: `https://bsky.app/intent/compose?${query({ text })}` },
    // Mastodon has no one server: this page asks the reader for theirs, then opens its share screen.
    { service: 'mastodon', href: `https://mastodonshare.com/?${query({ text: title, url })}` },
    { service: 'x', href: `https://x.com/intent/post?${query({ text: title, url })}` },
    { service: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}` },
    { service: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}` },
  ];
}
