import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { Clock, Mail, MapPin, Phone } from '~/components/ui/icons';
import { requireAccess } from '~/features/accounts/guard.server';
import { ContentArticle } from '~/features/content/components/content-article';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { ContactForm } from '~/features/support/components/contact-form';
import { useTranslation } from '~/i18n/use-translation';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/contact';
import { contactAction } from './contact.server';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/contact');
  const document = await requireContentDocument('pages', 'contact');
  const site = getSiteConfig();
  const seo = await pageSeo(request, { path: '/contact', pageKey: 'contact' });
  return {
    article: toArticle(document),
    // The desk's mailbox (SUPPORT_EMAIL): the address its emails ask customers to reply to.
    contact: { email: site.supportEmail, phone: site.contactPhone, address: site.address },
    /** A signed-in sender's name and address, filled in for them (never for a visitor: their page may be shared). */
    prefill: user ? { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email } : null,
    sent: new URL(request.url).searchParams.get('sent') === '1',
    seo: {
      ...seo,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: seo.title,
          url: `${site.url}/contact`,
          mainEntity: {
            '@type': 'Organization',
            name: site.name,
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'customer support',
              email: site.supportEmail,
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
    },
  };
}

/** The contact form: a valid message opens a support ticket and emails the sender an acknowledgement. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/contact');
  return contactAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { article, seo, contact, prefill, sent } = loaderData;
  // A <dl> holds only <dt>/<dd> (each pair may be wrapped in a <div>): the icon goes inside the term,
  // and the value is indented to line up under the term's text.
  const term = 'flex gap-3 font-semibold text-stone-900';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-700';
  const value = 'ps-8';
  return (
    <ContentArticle
      article={article}
      title={seo.title}
      description={seo.description}
      after={
        <ContactForm
          sent={sent && !actionData}
          prefill={prefill}
          answer={actionData && 'values' in actionData ? actionData : (actionData ?? undefined)}
        />
      }
      aside={
        <section aria-labelledby="contact-details" className="rounded-2xl bg-earth-50 p-6">
          <h2 id="contact-details" className="font-serif text-xl font-semibold text-stone-900">
            {t('contact.detailsTitle')}
          </h2>
          <dl className="mt-4 space-y-4 text-sm">
            <div>
              <dt className={term}>
                <Mail aria-hidden="true" className={icon} />
                {t('contact.email')}
              </dt>
              <dd className={value}>
                <a href={`mailto:${contact.email}`} className="text-brand-800 underline underline-offset-2">
                  {contact.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className={term}>
                <Phone aria-hidden="true" className={icon} />
                {t('contact.phone')}
              </dt>
              <dd className={value}>
                <a
                  href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
                  className="whitespace-nowrap text-brand-800 underline underline-offset-2"
                >
                  {contact.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className={term}>
                <MapPin aria-hidden="true" className={icon} />
                {t('contact.address')}
              </dt>
              <dd className={value}>{contact.address}</dd>
            </div>
            <div>
              <dt className={term}>
                <Clock aria-hidden="true" className={icon} />
                {t('contact.hours')}
              </dt>
              <dd className={value}>{t('contact.hoursValue')}</dd>
            </div>
          </dl>
        </section>
      }
    />
  );
}
