import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { BadgeCheck, BookOpen, HandCoins, PenLine, Video } from '~/components/ui/icons';
import { Money } from '~/components/ui/money';
import { useTranslation } from '~/i18n/use-translation';
import type { TeachingOffer } from './teaching-earnings.server';

const STEPS = ['apply', 'review', 'write', 'teach'] as const;

/**
 * Teaching here, with the real figures (issue 13): /teach and /instructor-join, each its own thin
 * route module, show this view with the rates the site is configured with.
 */
export function TeachingOfferView({ pageKey, offer }: { pageKey: 'teach' | 'instructor-join'; offer: TeachingOffer }) {
  const { t } = useTranslation();
  const { sharePercent, reliefPercent, example } = offer;
  return (
    <AreaPage pageKey={pageKey} area="instructors">
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/instructor/apply" className={buttonClass('primary', 'lg')}>
          <PenLine aria-hidden className="size-5" />
          {t('teaching.apply')}
        </Link>
        <Link to="/instructor-dashboard" className={buttonClass('secondary', 'lg')}>
          {t('teaching.dashboard')}
        </Link>
      </div>

      <section aria-labelledby="what-you-teach" className="mt-12">
        <h2 id="what-you-teach" className="font-serif text-2xl font-bold text-stone-900">
          {t('teaching.what.title')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl border border-stone-200 bg-white p-5">
            <BookOpen aria-hidden className="size-7 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-stone-900">{t('teaching.what.courses.title')}</h3>
            <p className="mt-1 text-stone-700">{t('teaching.what.courses.body')}</p>
          </div>
          <div className="rounded-2xl border border-stone-200 bg-white p-5">
            <Video aria-hidden className="size-7 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-stone-900">{t('teaching.what.classes.title')}</h3>
            <p className="mt-1 text-stone-700">{t('teaching.what.classes.body')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mt-12">
        <h2 id="how-it-works" className="font-serif text-2xl font-bold text-stone-900">
          {t('teaching.steps.title')}
        </h2>
        <ol className="mt-4 space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-800 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-stone-900">{t(`teaching.steps.${step}.title`)}</h3>
                <p className="mt-1 text-stone-700">{t(`teaching.steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="earnings" className="mt-12 rounded-2xl bg-earth-50 p-6">
        <h2 id="earnings" className="inline-flex items-center gap-2 font-serif text-2xl font-bold text-stone-900">
          <HandCoins aria-hidden className="size-7 text-brand-700" />
          {t('teaching.money.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-stone-800">{t('teaching.money.share', { sharePercent, reliefPercent })}</p>
        <dl className="mt-4 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-2 rounded-xl bg-white p-4 text-stone-800">
          <dt>{t('teaching.money.examplePrice')}</dt>
          <dd className="text-end tabular-nums">
            <Money cents={example.priceCents} />
          </dd>
          <dt>{t('teaching.money.exampleRelief', { reliefPercent })}</dt>
          <dd className="text-end tabular-nums">
            − <Money cents={example.reliefCents} />
          </dd>
          <dt className="font-semibold">{t('teaching.money.exampleShare', { sharePercent })}</dt>
          <dd className="text-end font-semibold tabular-nums">
            <Money cents={example.shareCents} />
          </dd>
        </dl>
        <p className="mt-4 max-w-3xl text-stone-700">{t('teaching.money.refunds')}</p>
        <p className="mt-2 max-w-3xl text-stone-700">{t('teaching.money.payouts')}</p>
      </section>

      <section aria-labelledby="standards" className="mt-12">
        <h2 id="standards" className="inline-flex items-center gap-2 font-serif text-2xl font-bold text-stone-900">
          <BadgeCheck aria-hidden className="size-7 text-brand-700" />
          {t('teaching.standards.title')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-6 text-stone-800">
          {(['accurate', 'organic', 'accessible', 'honest'] as const).map((item) => (
            <li key={item}>{t(`teaching.standards.${item}`)}</li>
          ))}
        </ul>
      </section>
    </AreaPage>
  );
}
