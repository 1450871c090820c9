import { data } from 'react-router';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { TRANSLATION_FILES } from '~/i18n/languages';
import { getSiteConfig } from '~/utils/site.server';
import type { Seo } from './seo';

export type PageSeoInput = {
  /** The canonical path of the page ("/about"); query strings are never canonical. */
  path: string;
  title?: string;
  description?: string;
  /** Translation key prefix under "pages." whose title and description to use. */
  pageKey?: string;
  type?: Seo['type'];
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
  product?: Seo['product'];
};

/** What search engines show of a description: 50 to 160 characters (the quality list, decision 0081). */
const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;

/**
 * A page's description kept to what search engines show. Descriptions written for the page fit
 * already; those that come from data (a class's summary, a post's excerpt) may not: a short one
 * is followed by the site's own description, a long one is cut at a word with an ellipsis.
 */
export function fitDescription(description: string, siteDescription: string): string {
  let text = description.replace(/\s+/g, ' ').trim();
  if (text.length < DESCRIPTION_MIN) text = text ? `${text.replace(/[.!?]?$/, '.')} ${siteDescription}` : siteDescription;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MIN ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export async function pageSeo(request: Request, input: PageSeoInput): Promise<Seo> {
  const { t, htmlLang } = await getRequestLanguage(request);
  const site = getSiteConfig();
  const vars = { siteName: site.name };
  const title = input.title ?? (input.pageKey ? t(`pages.${input.pageKey}.title`, vars) : t('meta.defaultTitle', vars));
  const description = fitDescription(
    input.description ?? (input.pageKey ? t(`pages.${input.pageKey}.description`, vars) : t('meta.defaultDescription', vars)),
    t('meta.defaultDescription', vars),
  );
  return {
    title,
    description,
    canonical: new URL(input.path, site.url).toString(),
    image: new URL('/og-image.png', site.url).toString(),
    siteName: site.name,
    locale: htmlLang,
    type: input.type,
    noindex: input.noindex,
    jsonLd: input.jsonLd,
    product: input.product,
  };
}

/**
 * The languages the site is written in (those with a translation file), by their English names
 * as schema.org's examples give them: the others fall back to English.
 */
const SERVED_LANGUAGES = [...TRANSLATION_FILES].map(
  (code) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code,
);

/**
 * Organization, WebSite (with site search) and Store, on every page (SPEC §1, §9). The Store's
 * `paymentAccepted` is what the configured payment provider takes (decision 0036).
 */
export function siteJsonLd({ paymentAccepted }: { paymentAccepted: readonly string[] }): Record<string, unknown>[] {
  const site = getSiteConfig();
  const organizationId = `${site.url}/#organization`;
  const address = { '@type': 'PostalAddress', streetAddress: site.address };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: site.name,
      url: site.url,
      logo: `${site.url}/logo.svg`,
      email: site.contactEmail,
      telephone: site.contactPhone,
      address,
      sameAs: Object.values(site.social),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url: site.url,
      publisher: { '@id': organizationId },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${site.url}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: site.name,
      url: site.url,
      image: `${site.url}/og-image.png`,
      email: site.contactEmail,
      telephone: site.contactPhone,
      address,
      parentOrganization: { '@id': organizationId },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
      ],
      currenciesAccepted: 'USD',
      paymentAccepted: paymentAccepted.join(', '),
      priceRange: '$19.99 - $199.99',
      availableLanguage: SERVED_LANGUAGES,
    },
  ];
}

/** A 404 response whose error page still gets a translated, non-indexed title. */
export async function notFoundResponse(request: Request) {
  const { t } = await getRequestLanguage(request);
  const path = new URL(request.url).pathname;
  const seo = await pageSeo(request, {
    path,
    title: t('errors.notFound.title'),
    description: t('errors.notFound.description'),
    noindex: true,
  });
  return data({ seo }, { status: 404 });
}
