import { AreaPage } from '~/components/page/area-page';
import { BADGES, type Badge } from '~/features/vendors/badge-rules';
import { BADGE_ICONS, badgeCriterion } from '~/features/vendors/components/vendor-badges';
import { useTranslation } from '~/i18n/use-translation';

/**
 * /vendors/badges (decision 0098): each badge, its icon, its criterion with the thresholds the
 * nightly job applies, and the stores that hold it now. Product pages link to each section by
 * its badge's name (#certified-organic…).
 */
export function VendorsBadgesView({ holders, reliefPercent }: { holders: Record<Badge, string[]>; reliefPercent: number }) {
  const { t, i18n } = useTranslation();
  return (
    <AreaPage pageKey="vendors-badges" area="market">
      <p className="mt-6 max-w-3xl text-stone-700">{t('vendors.badges.page.intro')}</p>
      <ul aria-label={t('vendors.badges.page.listLabel')} className="mt-8 grid gap-6 lg:grid-cols-2">
        {BADGES.map((badge) => {
          const Icon = BADGE_ICONS[badge];
          const stores = holders[badge];
          return (
            <li key={badge}>
              <section
                id={badge}
                aria-labelledby={`${badge}-name`}
                className="h-full scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6"
              >
                <h2 id={`${badge}-name`} className="flex items-center gap-3 font-serif text-xl font-bold text-stone-900">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-800">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  {t(`vendors.badges.${badge}.name`)}
                </h2>
                <h3 className="mt-4 font-semibold text-stone-900">{t('vendors.badges.page.criterion')}</h3>
                <p className="mt-1 text-stone-700">{badgeCriterion(t, badge, { reliefPercent, language: i18n.language })}</p>
                <h3 className="mt-4 font-semibold text-stone-900">{t('vendors.badges.page.holders')}</h3>
                {stores.length === 0 ? (
                  <p className="mt-1 text-stone-600">{t('vendors.badges.page.noHolders')}</p>
                ) : (
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {stores.map((store) => (
                      <li key={store} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
                        {store}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          );
        })}
      </ul>
    </AreaPage>
  );
}
