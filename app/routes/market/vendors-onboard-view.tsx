import { Link } from 'react-router';
import { NewsletterForm } from '~/components/layout/newsletter-form';
import { useTranslation } from '~/i18n/use-translation';

const FACTS = ['products', 'certificates', 'money', 'relief'] as const;

/**
 * What the vendor page offers until the marketplace takes applications (decision 0074): how
 * selling here will work, from the vendor terms, and a sign-up that really tells people when
 * applications open (the newsletter's own double opt-in), instead of a dead end.
 */
export function VendorsComingSoon() {
  const { t } = useTranslation();
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="vendors-how">
        <h2 id="vendors-how" className="font-serif text-2xl font-bold text-stone-900">
          {t('vendorsComing.heading')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-5 text-stone-700">
          {FACTS.map((fact) => (
            <li key={fact}>{t(`vendorsComing.facts.${fact}`)}</li>
          ))}
        </ul>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/legal/vendor-terms" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('vendorsComing.terms')}
          </Link>
          <Link to="/vendors/badges" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('vendorsComing.badges')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="vendors-hear" className="self-start rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="vendors-hear" className="font-serif text-xl font-bold text-stone-900">
          {t('vendorsComing.hearHeading')}
        </h2>
        <div className="mt-3">
          <NewsletterForm tone="light" hint={t('vendorsComing.hearHint')} />
        </div>
      </section>
    </div>
  );
}
