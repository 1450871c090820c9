/** A published post as schema.org's BlogPosting (issue 36): the dates, the byline, the picture, the words. */
export function blogPostingJsonLd({
  siteUrl,
  siteName,
  post,
  wordCount,
}: {
  siteUrl: string;
  siteName: string;
  post: {
    slug: string;
    title: string;
    description: string;
    byline: string;
    tags: readonly string[];
    image: string;
    publishedAt: Date;
    contentUpdatedAt: Date;
  };
  wordCount: number;
}): Record<string, unknown> {
  const url = `${siteUrl}/blog/${post.slug}`;
  const modified = new Date(Math.max(post.contentUpdatedAt.getTime(), post.publishedAt.getTime()));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, url, name: post.title },
    image: new URL(post.image, siteUrl).toString(),
    datePublished: post.publishedAt.toISOString(),
    dateModified: modified.toISOString(),
    author: { '@type': 'Person', name: post.byline },
    publisher: {
      '@type': 'Organization',
      name: siteName,
      url: siteUrl,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.svg` },
    },
    keywords: post.tags.join(', '),
    wordCount,
    inLanguage: 'en',
    isPartOf: { '@type': 'Blog', name: `${siteName} Blog`, url: `${siteUrl}/blog` },
  };
}
