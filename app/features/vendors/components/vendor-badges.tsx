import { Link } from 'react-router';
import { HeartHandshake, type IconComponent, Leaf, Trophy, Truck } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { TFunction } from '~/i18n/translator';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import { BADGE_THRESHOLDS, type Badge, type Missing } from '../badge-rules';

/* Vendor badges as shoppers and vendors see them (decision 0098): one icon and one wording for all. */

export const BADGE_ICONS: Record<Badge, IconComponent> = {
  'certified-organic': Leaf,
  'top-seller': Trophy,
  'fast-shipper': Truck,
  'relief-partner': HeartHandshake,
};

/** A badge's public criterion in plain words, with the thresholds the job applies (badge-rules.ts). */
export function badgeCriterion(
  t: TFunction,
  badge: Badge,
  { reliefPercent, language }: { reliefPercent: number; language: string },
) {
  const { recentDays, topSellerOrders, promiseHours, fastShipperParcels, onTimePercent, reliefDays, reliefCents } =
    BADGE_THRESHOLDS;
  switch (badge) {
    case 'certified-organic':
      return t('vendors.badges.certified-organic.criterion');
    case 'top-seller':
      return t('vendors.badges.top-seller.criterion', { orders: topSellerOrders, days: recentDays });
    case 'fast-shipper':
      return t('vendors.badges.fast-shipper.criterion', {
        parcels: fastShipperParcels,
        days: recentDays,
        percent: onTimePercent,
        hours: promiseHours,
      });
    case 'relief-partner':
      return t('vendors.badges.relief-partner.criterion', {
        amount: formatPrice(reliefCents, language),
        days: reliefDays,
        percent: reliefPercent,
      });
  }
}

/** Where a badge is explained: its own section of /vendors/badges. */
export const badgeHref = (badge: Badge) => `${pathTo('/vendors/badges')}#${badge}`;

/**
 * A product's seller and the badges they hold, small, each linked to what it means: under the
 * product's name. Nothing for the shop's own products (no seller is named).
 */
export function SellerBadges({ storeName, badges }: { storeName: string; badges: readonly Badge[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-700">
      <span>{t('vendors.badges.product.soldBy', { store: storeName })}</span>
      {badges.length > 0 && (
        <ul aria-label={t('vendors.badges.product.label')} className="flex flex-wrap gap-2">
          {badges.map((badge) => {
            const Icon = BADGE_ICONS[badge];
            return (
              <li key={badge}>
                <Link
                  to={badgeHref(badge)}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-900 underline-offset-4 hover:underline"
                >
                  <Icon aria-hidden className="size-3.5" />
                  {t(`vendors.badges.${badge}.name`)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A vendor's standing on one badge, as their dashboard reads it (badges.server.ts' badgeStandingsOf). */
export type BadgeStandingData = { badge: Badge; isHeld: boolean; isMet: boolean; missing: Missing[] };

function missingText(t: TFunction, missing: Missing, language: string) {
  const { recentDays, reliefDays, onTimePercent } = BADGE_THRESHOLDS;
  switch (missing.key) {
    case 'store-active':
    case 'certificate':
      return t(`vendors.badges.dashboard.missing.${missing.key}`);
    case 'orders':
    case 'parcels':
      return t(`vendors.badges.dashboard.missing.${missing.key}`, { count: missing.count, days: recentDays });
    case 'on-time':
      return t('vendors.badges.dashboard.missing.on-time', { percent: missing.percent, needed: onTimePercent });
    case 'relief':
      return t('vendors.badges.dashboard.missing.relief', { amount: formatPrice(missing.cents, language), days: reliefDays });
  }
}

/**
 * The vendor's badges on their dashboard: each badge, whether they hold it, and what is missing
 * for the ones they do not, from their sales figures as the nightly run last worked them out
 * (`figuresAt`, decision 0108; the badge itself follows at that run too).
 */
export function VendorBadgesPanel({ standings, figuresAt }: { standings: readonly BadgeStandingData[]; figuresAt: string }) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <section aria-labelledby="vendor-badges" className="mt-10">
      <h2 id="vendor-badges" className="font-serif text-2xl font-bold text-stone-900">
        {t('vendors.badges.dashboard.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('vendors.badges.dashboard.intro')}</p>
      <p className="mt-1 text-sm text-stone-600">{t('vendors.badges.dashboard.figuresAt', { when: formatWhen(figuresAt) })}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {standings.map((standing) => {
          const Icon = BADGE_ICONS[standing.badge];
          return (
            <li key={standing.badge} className="rounded-2xl border border-stone-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-stone-900">
                <Icon aria-hidden className="size-5 text-brand-800" />
                {t(`vendors.badges.${standing.badge}.name`)}
              </h3>
              <p className={standing.isHeld ? 'mt-1 text-sm font-semibold text-brand-800' : 'mt-1 text-sm text-stone-700'}>
                {t(standing.isHeld ? 'vendors.badges.dashboard.held' : 'vendors.badges.dashboard.notHeld')}
              </p>
              {standing.missing.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-stone-700">
                  {standing.missing.map((missing) => (
                    <li key={missing.key}>{missingText(t, missing, i18n.language)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <Link
        to={pathTo('/vendors/badges')}
        className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('vendors.badges.dashboard.learnMore')}
      </Link>
    </section>
  );
}
