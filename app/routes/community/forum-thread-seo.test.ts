import { describe, expect, it } from 'vitest';
import type { Seo } from '~/features/seo/seo';
import { threadSeo } from './forum-thread-seo';

const seo: Seo = {
  title: 'Winter mulch',
  description: 'What do you put on your beds?',
  canonical: 'https://verde.example/forum/t/winter-mulch',
  image: 'https://verde.example/og-image.png',
  siteName: 'Verde Living',
  locale: 'en',
  type: 'article',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: 'Winter mulch',
      url: 'https://verde.example/forum/t/winter-mulch',
      datePublished: '2026-11-01T10:00:00.000Z',
    },
  ],
};

const post = (number: number, status: string, html: string | null) => ({
  number,
  status,
  html,
  authorName: `Member ${number}`,
  createdAt: `2026-11-0${number}T10:00:00.000Z`,
});

describe('threadSeo', () => {
  it('puts the opening text and each visible reply in the structured data, from the posts shown', () => {
    const posts = [
      post(1, 'visible', '<h2>Beds</h2>\n<p>What do you put on your beds &amp; paths?</p>\n'),
      post(2, 'visible', '<p>Leaves and <a href="/forum/u/ana">@ana</a>.</p>\n'),
      post(3, 'hidden', null),
      post(4, 'pending', '<p>Held for a moderator.</p>\n'),
    ];
    const [posting] = threadSeo({ seo, posts, page: 1 }).jsonLd ?? [];
    expect(Object.keys(posting ?? {})).toEqual(['@context', '@type', 'headline', 'text', 'url', 'datePublished', 'comment']);
    expect(posting?.text).toBe('Beds. What do you put on your beds & paths?');
    expect(posting?.comment).toEqual([
      {
        '@type': 'Comment',
        text: 'Leaves and @ana.',
        datePublished: '2026-11-02T10:00:00.000Z',
        author: { '@type': 'Person', name: 'Member 2' },
        url: 'https://verde.example/forum/t/winter-mulch#post-2',
      },
    ]);
  });

  it("links a later page's replies to that page, and has no opening text there", () => {
    const [posting] = threadSeo({ seo, posts: [post(51, 'visible', '<p>Straw.</p>\n')], page: 2 }).jsonLd ?? [];
    expect(posting?.text).toBe('');
    expect((posting?.comment as { url: string }[] | undefined)?.[0]?.url).toBe(
      'https://verde.example/forum/t/winter-mulch?page=2#post-51',
    );
  });
});
