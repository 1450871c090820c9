import { Link } from 'react-router';
import { NewsletterForm } from '~/components/layout/newsletter-form';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';

/** What an account gives today, each with the page where it lives. */
const BENEFITS = [
  { key: 'orders', to: '/orders' },
  { key: 'learning', to: '/student-dashboard' },
  { key: 'plans', to: '/season-planner' },
  { key: 'comments', to: '/blog' },
  { key: 'wishlist', to: '/account/wishlist' },
  { key: 'addresses', to: '/account/addresses' },
] as const;

/** Where a member goes next. */
const NEXT_STEPS = [
  { key: 'learning', to: '/student-dashboard' },
  { key: 'planner', to: '/season-planner' },
  { key: 'blog', to: '/blog' },
  { key: 'account', to: '/account' },
] as const;

/** /join: why and how to join, and for someone already signed in, what to do next. */
export function JoinPageView({ member }: { member: { firstName: string } | null }) {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey="join" area="community">
      {member ? (
        <section aria-labelledby="join-next" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
          <h2 id="join-next" className="font-serif text-2xl font-bold text-stone-900">
            {member.firstName ? t('join.member.titleNamed', { name: member.firstName }) : t('join.member.title')}
          </h2>
          <p className="mt-2 text-stone-700">{t('join.member.text')}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {NEXT_STEPS.map((step) => (
              <li key={step.key}>
                <Link to={pathTo(step.to)} className="font-semibold text-brand-800 underline underline-offset-4">
                  {t(`join.member.next.${step.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="join-cta" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
          <h2 id="join-cta" className="font-serif text-2xl font-bold text-stone-900">
            {t('join.cta.title')}
          </h2>
          <p className="mt-2 text-stone-700">{t('join.cta.text')}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link to={pathTo('/signup')} className={buttonClass('primary', 'md')}>
              {t('join.cta.signUp')}
            </Link>
            <span className="text-stone-700">
              {t('join.cta.haveAccount')}{' '}
              <Link to={pathTo('/auth')} className="font-semibold text-brand-800 underline underline-offset-4">
                {t('join.cta.signIn')}
              </Link>
            </span>
          </p>
        </section>
      )}
      <section aria-labelledby="join-gives" className="mt-10">
        <h2 id="join-gives" className="font-serif text-2xl font-bold text-stone-900">
          {t('join.gives.title')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.key} className="rounded-2xl border border-stone-200 bg-white p-5">
              <h3 className="text-lg font-semibold text-stone-900">{t(`join.gives.${benefit.key}.title`)}</h3>
              <p className="mt-1 text-sm text-stone-700">{t(`join.gives.${benefit.key}.text`)}</p>
              {member && (
                <Link to={pathTo(benefit.to)} className="mt-2 inline-block text-sm font-semibold text-brand-800 underline">
                  {t(`join.gives.${benefit.key}.open`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
      {!member && (
        <section aria-labelledby="join-how" className="mt-10">
          <h2 id="join-how" className="font-serif text-2xl font-bold text-stone-900">
            {t('join.how.title')}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 ps-6 text-stone-800">
            <li>{t('join.how.step1')}</li>
            <li>{t('join.how.step2')}</li>
            <li>{t('join.how.step3')}</li>
          </ol>
          <p className="mt-3 text-sm text-stone-600">{t('join.how.privacy')}</p>
        </section>
      )}
      <section aria-labelledby="join-newsletter" className="mt-10 max-w-xl">
        <h2 id="join-newsletter" className="font-serif text-2xl font-bold text-stone-900">
          {t('join.newsletter.title')}
        </h2>
        <p className="mt-2 text-stone-700">{t('join.newsletter.text')}</p>
        <div className="mt-4">
          <NewsletterForm tone="light" />
        </div>
      </section>
    </AreaPage>
  );
}
