import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { Clock, Mail, MapPin, Phone } from '~/components/ui/icons';
import { requireAccess } from '~/features/accounts/guard.server';
import { ContentArticle } from '~/features/content/components/content-article';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/contact';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/contact');
  const document = await requireContentDocument('pages', 'contact');
  const site = getSiteConfig();
  return {
    article: toArticle(document),
    contact: { email: site.contactEmail, phone: site.contactPhone, address: site.address },
    seo: await pageSeo(request, {
      path: '/contact',
      pageKey: 'contact',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          url: `${site.url}/contact`,
          mainEntity: {
            '@type': 'Organization',
            name: site.name,
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'customer support',
              email: site.contactEmail,
              telephone: site.contactPhone,
              hoursAvailable: {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
                opens: '09:00',
                closes: '18:00',
              },
            },
          },
        },
      ],
    }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { article, seo, contact } = loaderData;
  const row = 'flex gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-700';
  return (
    <ContentArticle
      article={article}
      title={seo.title}
      description={seo.description}
      aside={
        <section aria-labelledby="contact-details" className="rounded-2xl bg-earth-50 p-6">
          <h2 id="contact-details" className="font-serif text-xl font-semibold text-stone-900">
            {t('contact.detailsTitle')}
          </h2>
          <dl className="mt-4 space-y-4 text-sm">
            <div className={row}>
              <Mail aria-hidden="true" className={icon} />
              <div>
                <dt className="font-semibold text-stone-900">{t('contact.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} className="text-brand-800 underline underline-offset-2">
                    {contact.email}
                  </a>
                </dd>
              </div>
            </div>
            <div className={row}>
              <Phone aria-hidden="true" className={icon} />
              <div>
                <dt className="font-semibold text-stone-900">{t('contact.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="text-brand-800 underline underline-offset-2">
                    {contact.phone}
                  </a>
                </dd>
              </div>
            </div>
            <div className={row}>
              <MapPin aria-hidden="true" className={icon} />
              <div>
                <dt className="font-semibold text-stone-900">{t('contact.address')}</dt>
                <dd className="not-italic">{contact.address}</dd>
              </div>
            </div>
            <div className={row}>
              <Clock aria-hidden="true" className={icon} />
              <div>
                <dt className="font-semibold text-stone-900">{t('contact.hours')}</dt>
                <dd>{t('contact.hoursValue')}</dd>
              </div>
            </div>
          </dl>
        </section>
      }
    />
  );
}
