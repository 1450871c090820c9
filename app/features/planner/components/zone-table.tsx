import { ScrollRegion } from '~/components/ui/scroll-region';
import { useTranslation } from '~/i18n/use-translation';
import type { MonthDay, ZoneFrostDates } from '../zones';
import { formatMonthDay } from './dates';

/** The zone table behind the planner, shown so that its approximations are in plain view. */
export function ZoneTable({ zones }: { zones: readonly ZoneFrostDates[] }) {
  const { t, i18n } = useTranslation();
  const dayOf = (entry: ZoneFrostDates, day: MonthDay) => {
    const date = formatMonthDay(day, i18n.language);
    return entry.isFrostRare ? t('planner.zones.rareDate', { date }) : date;
  };
  return (
    // Not a landmark of its own: the table's scroll region below is the named one (two of one name said nothing).
    <div className="mt-10 print:hidden">
      <h2 id="zone-table-heading" className="text-2xl font-bold text-stone-900">
        {t('planner.zones.heading')}
      </h2>
      <p className="mt-2 text-stone-700">{t('planner.zones.note')}</p>
      <ScrollRegion label={t('planner.zones.heading')} className="mt-4">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-300 text-stone-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('planner.zones.zone')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('planner.zones.lastFrost')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('planner.zones.firstFrost')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {zones.map((entry) => (
              <tr key={entry.zone}>
                <th scope="row" className="py-1.5 pr-4 font-semibold text-stone-900">
                  {entry.zone}
                </th>
                <td className="py-1.5 pr-4">{dayOf(entry, entry.lastFrost)}</td>
                <td className="py-1.5">{dayOf(entry, entry.firstFrost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
