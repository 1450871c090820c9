import { describe, expect, it } from 'vitest';
import type { Seo } from '~/features/seo/seo';
import { threadListSeo } from './forum-list-seo';

const seo: Seo = {
  title: 'Forum',
  description: 'Ask questions and share what you have learned about organic growing.',
  canonical: 'https://verde.example/forum',
  image: 'https://verde.example/og-image.png',
  siteName: 'Verde Living',
  locale: 'en',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Forum', url: 'https://verde.example/forum' }],
};

describe('threadListSeo', () => {
  it("lists the page's threads, in their order, as the collection's ItemList", () => {
    const threads = [
      { title: 'Compost smells sour', slug: 'compost-smells-sour' },
      { title: 'Garlic will not sprout', slug: 'garlic-will-not-sprout' },
    ];
    expect(threadListSeo({ seo, threads, siteUrl: 'https://verde.example' }).jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: 'Forum',
        url: 'https://verde.example/forum',
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: 'Compost smells sour',
              url: 'https://verde.example/forum/t/compost-smells-sour',
            },
            {
              '@type': 'ListItem',
              position: 2,
              name: 'Garlic will not sprout',
              url: 'https://verde.example/forum/t/garlic-will-not-sprout',
            },
          ],
        },
      },
    ]);
  });
});
