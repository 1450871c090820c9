import type { Seo } from '~/features/seo/seo';
import { pathTo } from '~/utils/routes/path-to';

/**
 * A list page's structured data (/forum, a category) with the threads it shows as its
 * ItemList, made from the threads the page carries anyway: the loader writes the rest, and
 * writing the list there too sent every title and address to the browser twice.
 */
export function threadListSeo({
  seo,
  threads,
  siteUrl,
}: {
  seo: Seo;
  threads: readonly { title: string; slug: string }[];
  siteUrl: string;
}): Seo {
  return {
    ...seo,
    jsonLd: seo.jsonLd?.map((item) =>
      item['@type'] === 'CollectionPage'
        ? {
            ...item,
            mainEntity: {
              '@type': 'ItemList',
              itemListElement: threads.map((thread, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                name: thread.title,
                url: `${siteUrl}${pathTo('/forum/t/:slug', { slug: thread.slug })}`,
              })),
            },
          }
        : item,
    ),
  };
}
