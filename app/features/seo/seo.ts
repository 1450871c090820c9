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

export function seoTags(seo: Seo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title === seo.siteName ? seo.title : `${seo.title} | ${seo.siteName}` },
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
