import { buttonClass } from '~/components/ui/button-styles';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useTranslation } from '~/i18n/use-translation';
import { ACTIONS } from '../crops';
import type { SeasonPlan } from '../season-plan';
import { formatDay, formatMonth } from './dates';

/**
 * A season plan: its frost dates, then what to do in each month. It is the part a printout
 * keeps (app.css: a part marked data-print-alone prints alone).
 */
export function SeasonCalendar({ plan, search }: { plan: SeasonPlan; search: string }) {
  const { t, i18n } = useTranslation();
  const vars = {
    lastFrost: formatDay(plan.lastFrost, i18n.language),
    firstFrost: formatDay(plan.firstFrost, i18n.language),
    zone: plan.zone ?? '',
    hemisphere: t(`planner.hemispheres.${plan.hemisphere}`),
  };
  const cropName = (crop: string) => t(`planner.crops.${crop}`);
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
  return (
    <section id="season-plan" data-print-alone aria-labelledby="season-plan-heading" className="mt-10">
      <h2 id="season-plan-heading" className="text-2xl font-bold text-stone-900">
        {t('planner.plan.heading')}
      </h2>
      <p className="mt-2 text-stone-700">{t(plan.zone ? 'planner.plan.summaryZone' : 'planner.plan.summaryDate', vars)}</p>
      {plan.isFrostRare && <p className="mt-2 text-stone-700">{t('planner.plan.frostRare')}</p>}
      {plan.tooShort.length > 0 && (
        <p className="mt-2 text-stone-700">
          {t('planner.plan.tooShort', {
            crops: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(plan.tooShort.map(cropName)),
          })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a href={`/season-planner.ics?${search}`} download className={buttonClass('secondary')}>
          {t('planner.plan.download')}
        </a>
        <button type="button" onClick={() => window.print()} className={buttonClass('secondary')}>
          {t('planner.plan.print')}
        </button>
      </div>
      <ScrollRegion label={t('planner.plan.tableLabel')} className="mt-6">
        <table className="season-plan-table w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('planner.plan.tableLabel')}</caption>
          <thead>
            <tr className="border-b-2 border-stone-300 text-stone-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('planner.plan.month')}
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className="py-2 pr-3 font-semibold">
                  {t(`planner.actions.${action}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 align-top">
            {plan.months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="py-2 pr-3 font-semibold text-stone-900">
                  {formatMonth(month.month, i18n.language)}
                </th>
                {ACTIONS.map((action) => (
                  <td key={action} className="py-2 pr-3 text-stone-800">
                    {month.actions[action].length > 0 ? (
                      list.format(month.actions[action].map(cropName))
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-stone-400">
                          –
                        </span>
                        <span className="sr-only">{t('planner.plan.nothing')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-3 text-sm text-stone-600">{t('planner.plan.caveat')}</p>
    </section>
  );
}
