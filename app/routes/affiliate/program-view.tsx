import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { Money } from '~/components/ui/money';
import { CategoryRatesNote } from '~/features/affiliates/components/category-rates-note';
import { useTranslation } from '~/i18n/use-translation';
import type { loader } from './program';

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** The affiliate programme explained: the real rate, the rules, and a worked example. */
export function ProgramView({ terms, example, categoryRates }: Pick<LoaderData, 'terms' | 'example' | 'categoryRates'>) {
  const { t } = useTranslation();
  const steps = ['apply', 'share', 'earn'] as const;
  const rows: [string, React.ReactNode][] = [
    [t('affiliates.program.example.goods'), <Money key="goods" cents={example.goodsCents} />],
    [t('affiliates.program.example.tax'), <Money key="tax" cents={example.taxCents} />],
    [t('affiliates.program.example.paid'), <Money key="paid" cents={example.paidCents} />],
    [
      t('affiliates.program.example.relief', { percent: example.reliefPercent }),
      <Money key="relief" cents={example.reliefCents} />,
    ],
    [t('affiliates.program.example.proceeds'), <Money key="proceeds" cents={example.proceedsCents} />],
  ];
  return (
    <AreaPage pageKey="affiliate-program" area="affiliate">
      <section aria-labelledby="affiliate-rate" className="mt-8 rounded-2xl bg-brand-800 p-6 text-white">
        <h2 id="affiliate-rate" className="font-serif text-2xl font-bold">
          {t('affiliates.program.rateTitle', { percent: terms.commissionPercent })}
        </h2>
        <p className="mt-2 text-brand-50">
          {t('affiliates.program.rateText', { days: terms.attributionDays, window: terms.refundWindowDays })}
        </p>
        <CategoryRatesNote rates={categoryRates} percent={terms.commissionPercent} className="mt-2 text-brand-50" />
        <Link to="/affiliate/join" className={buttonClass('secondary', 'lg', 'mt-4')}>
          {t('affiliates.program.join')}
        </Link>
      </section>
      <section aria-labelledby="affiliate-how" className="mt-10">
        <h2 id="affiliate-how" className="font-serif text-2xl font-bold text-stone-900">
          {t('affiliates.program.howTitle')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="rounded-2xl border border-stone-200 bg-white p-5">
              <p className="text-sm font-semibold text-brand-800">{index + 1}</p>
              <h3 className="mt-1 font-semibold text-stone-900">{t(`affiliates.program.steps.${step}.title`)}</h3>
              <p className="mt-1 text-stone-700">
                {t(`affiliates.program.steps.${step}.text`, { percent: terms.commissionPercent })}
              </p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="affiliate-example" className="mt-10 max-w-2xl">
        <h2 id="affiliate-example" className="font-serif text-2xl font-bold text-stone-900">
          {t('affiliates.program.example.title')}
        </h2>
        <p className="mt-2 text-stone-700">{t('affiliates.program.example.intro')}</p>
        <table className="mt-4 w-full text-left">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-t border-stone-200">
                <th scope="row" className="py-2 pe-4 font-normal text-stone-700">
                  {label}
                </th>
                <td className="py-2 text-end text-stone-900">{value}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-stone-900">
              <th scope="row" className="py-2 pe-4 font-semibold text-stone-900">
                {t('affiliates.program.example.commission', { percent: terms.commissionPercent })}
              </th>
              <td className="py-2 text-end font-semibold text-stone-900">
                <Money cents={example.commissionCents} />
              </td>
            </tr>
          </tbody>
        </table>
        <p className="mt-3 text-sm text-stone-700">
          {t('affiliates.program.example.leader', { percent: terms.leaderOverridePercent })}{' '}
          <Money cents={example.overrideCents} />.
        </p>
      </section>
      <section aria-labelledby="affiliate-rules" className="mt-10 max-w-3xl">
        <h2 id="affiliate-rules" className="font-serif text-2xl font-bold text-stone-900">
          {t('affiliates.program.rulesTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-6 text-stone-800">
          <li>{t('affiliates.program.rules.lastClick', { days: terms.attributionDays })}</li>
          <li>{t('affiliates.program.rules.self')}</li>
          <li>{t('affiliates.program.rules.refunds', { days: terms.refundWindowDays })}</li>
          <li>{t('affiliates.program.rules.disclose')}</li>
        </ul>
        <p className="mt-4 text-stone-700">
          <Link to="/affiliate/terms" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('affiliates.program.readTerms')}
          </Link>
        </p>
      </section>
    </AreaPage>
  );
}
