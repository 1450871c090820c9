import { describe, expect, it } from 'vitest';
import { postSearchDocument } from './search-document';
import { shareLinks } from './share-links';

describe('share links', () => {
  it('are plain addresses of each service, with the post’s address and title encoded', () => {
    const links = shareLinks({ url: 'https://verde.example/blog/beds?x=1', title: 'Beds & “rest”' });
    expect(links.map((link) => link.service)).toEqual(['email', 'bluesky', 'mastodon', 'x', 'facebook', 'linkedin']);
    for (const link of links) expect(link.href).toMatch(/^(mailto:|https:\/\/)/);
    const facebook = new URL(links.find((link) => link.service === 'facebook')?.href ?? '');
    expect(facebook.searchParams.get('u')).toBe('https://verde.example/blog/beds?x=1');
    const x = new URL(links.find((link) => link.service === 'x')?.href ?? '');
    expect(x.searchParams.get('text')).toBe('Beds & “rest”');
    expect(links.find((link) => link.service === 'email')?.href).toBe(
      'mailto:?subject=Beds%20%26%20%E2%80%9Crest%E2%80%9D&body=https%3A%2F%2Fverde.example%2Fblog%2Fbeds%3Fx%3D1',
    );
  });
});

describe('a post as a search document', () => {
  it('carries the search contract’s fields', () => {
    const publishedAt = new Date('2026-11-02T08:00:00Z');
    expect(
      postSearchDocument({
        id: 'p1',
        slug: 'beds',
        title: 'Beds',
        description: 'Put them to rest.',
        text: 'Cover the soil.',
        tags: ['soil'],
        coverImage: '/images/blog/beds.svg',
        coverAlt: 'A bed',
        publishedAt,
      }),
    ).toEqual({
      kind: 'post',
      sourceId: 'p1',
      language: 'en',
      title: 'Beds',
      summary: 'Put them to rest.',
      body: 'Cover the soil.',
      keywords: ['soil'],
      path: '/blog/beds',
      image: { src: '/images/blog/beds.svg', alt: 'A bed' },
      publishedAt,
    });
  });
});
