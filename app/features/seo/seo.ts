import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';

/** What a loader tells the document head about its page; built on the server. */
export type Seo = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute URL of a 1200x630 image. */
  image: string;
  siteName: string;
  locale: string;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
  /** Open Graph product tags (type 'product'). */
  product?: { amount: string; currency: string; availability: 'in stock' | 'out of stock' };
};

/** The most a document title may have (SPEC: at most 70 characters, the site's name included). */
export const TITLE_LIMIT = 70;

/**
 * The document title: the page's title, then the site's name, in at most TITLE_LIMIT characters.
 * Written titles are kept short in their text; this is for titles made of data (a lesson in its
 * course, a vendor's product): a title of parts ("Lesson · Course") drops its last parts first,
 * and a single long title is cut at a word with an ellipsis. The site's name always stays.
 */
export function documentTitle(title: string, siteName: string): string {
  if (title === siteName) return title;
  const suffix = ` | ${siteName}`;
  const room = TITLE_LIMIT - suffix.length;
  let own = title;
  while (own.length > room && own.includes(' · ')) own = own.slice(0, own.lastIndexOf(' · '));
  if (own.length > room) {
    const cut = own.slice(0, room - 1);
    const space = cut.lastIndexOf(' ');
    own = `${(space > room / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return `${own}${suffix}`;
}

export function seoTags(seo: Seo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: documentTitle(seo.title, seo.siteName) },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: seo.locale.replace('-', '_') },
    { property: 'og:image', content: seo.image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: seo.image },
  ];
  if (seo.product) {
    tags.push({ property: 'product:price:amount', content: seo.product.amount });
    tags.push({ property: 'product:price:currency', content: seo.product.currency });
    tags.push({ property: 'product:availability', content: seo.product.availability });
  }
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  for (const item of seo.jsonLd ?? []) tags.push({ 'script:ld+json': item });
  return tags;
}

/**
 * The `meta` export shared by page routes: every page loader returns `seo`, and a
 * thrown 404 carries one too (see notFoundResponse).
 */
export function pageMeta({ data, error }: { data?: unknown; error?: unknown }): MetaDescriptor[] {
  const seo =
    (data as { seo?: Seo } | undefined)?.seo ??
    (isRouteErrorResponse(error) ? (error.data as { seo?: Seo } | undefined)?.seo : undefined);
  return seo ? seoTags(seo) : [];
}
