import { getSiteConfig } from '~/utils/site.server';
import type { ContentDocument } from './content.server';

export function guideJsonLd(document: ContentDocument): Record<string, unknown> {
  const site = getSiteConfig();
  const url = `${site.url}/${document.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: document.title,
    description: document.description,
    url,
    mainEntityOfPage: url,
    image: `${site.url}/og-image.png`,
    dateModified: document.updated,
    inLanguage: 'en',
    author: { '@type': 'Organization', name: site.name, url: site.url },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: site.url,
      logo: { '@type': 'ImageObject', url: `${site.url}/logo.svg` },
    },
  };
}

export function faqJsonLd(document: ContentDocument): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: document.faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
