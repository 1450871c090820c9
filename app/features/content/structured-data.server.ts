import { getSiteConfig } from '~/utils/site.server';
import type { ContentDocument, FaqItem } from './content.server';

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
    // A guide without a `published:` date has been as it is since its last update.
    datePublished: document.published ?? document.updated,
    dateModified: document.updated ?? document.published,
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
  return faqPageJsonLd(document.faq);
}

/** FAQPage data for questions and their answers (plain text): the FAQ page's, a guide's FAQ from the forum. */
export function faqPageJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** HowTo data for a guide whose front matter names its procedure (`howto:`); null for the others. */
export function howToJsonLd(document: ContentDocument): Record<string, unknown> | null {
  if (!document.howTo) return null;
  const url = `${getSiteConfig().url}/${document.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: document.howTo.name,
    description: document.description,
    inLanguage: 'en',
    url,
    step: document.howTo.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      ...(step.name ? { name: step.name } : {}),
      text: step.text,
      url: `${url}#${step.id}`,
    })),
  };
}

/**
 * A guide's structured data: its Article, its HowTo when it is a procedure, and FAQPage data for
 * the questions its page answers (`faq`: the FAQ taken from the forum), when it has any.
 */
export function guideStructuredData(document: ContentDocument, faq: readonly FaqItem[] = []): Record<string, unknown>[] {
  const howTo = howToJsonLd(document);
  return [guideJsonLd(document), ...(howTo ? [howTo] : []), ...(faq.length > 0 ? [faqPageJsonLd(faq)] : [])];
}
