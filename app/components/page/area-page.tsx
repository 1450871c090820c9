import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useRootData } from '~/components/layout/use-root-data';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { shellKindAt } from '~/utils/route-table';
import type { Area } from '~/utils/routes/route-definition';
import { areaNavFor } from './area-nav';

type AreaPageProps = {
  pageKey: string;
  /**
   * The area whose navigation shows beside the page. The administration's pages have none: the
   * admin shell's side navigation lists them.
   */
  area?: Area;
  /** Key under "empty." describing what this page lists when there is nothing yet. */
  empty?: string;
  /**
   * The feature behind this page opens in a later release (applications, sign-ups): say so
   * plainly, instead of a page that seems to invite an action that leads nowhere.
   */
  opensLater?: 'market' | 'affiliate' | 'instructors';
  /**
   * An administration screen whose feature is not built yet: what it will do, and where the
   * tools that exist meanwhile are, instead of a heading with nothing behind it.
   */
  notBuilt?: AdminTool;
  children?: ReactNode;
};

/** The administration's screens that wait for a feature of a coming release. */
export type AdminTool = 'campaigns';

/** Where an empty list leads, when somewhere more useful than the home page: an empty order list to the shop. */
const EMPTY_ACTIONS: Partial<Record<string, { to: string; labelKey: string }>> = {
  orders: { to: '/products', labelKey: 'cart.browse' },
};

/**
 * A page of an area whose feature arrives in a later issue: its heading, its
 * description and the area's navigation, with an honest account of what is there.
 */
export function AreaPage({ pageKey, area, empty, opensLater, notBuilt, children }: AreaPageProps) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const role = rootData?.role ?? null;
  // A focused page (checkout, its success page) keeps to its task: no section links beside it.
  const isFocused = shellKindAt(useLocation().pathname) === 'focused';
  const body = (
    <div className="min-w-0">
      <PageHeader title={t(`pages.${pageKey}.title`)} description={t(`pages.${pageKey}.description`)} />
      {opensLater && (
        <div role="note" className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-5 text-stone-800">
          <p className="font-semibold text-stone-900">{t('opensLater.title')}</p>
          <p className="mt-1">{t(`opensLater.${opensLater}`)}</p>
          <Link to="/contact" className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4">
            {t('opensLater.contact')}
          </Link>
        </div>
      )}
      {notBuilt && (
        <div role="note" className="mt-8 max-w-3xl rounded-2xl border border-amber-200 bg-amber-50 px-6 py-5 text-stone-800">
          <p className="font-semibold text-stone-900">{t('opensLater.adminTitle')}</p>
          <p className="mt-1">{t(`opensLater.admin.${notBuilt}`)}</p>
        </div>
      )}
      {children}
      {empty && (
        <EmptyState
          className="mt-8"
          title={t(`empty.${empty}.title`)}
          text={t(`empty.${empty}.description`)}
          action={
            <Link
              to={EMPTY_ACTIONS[empty]?.to ?? '/'}
              className="inline-block font-semibold text-brand-800 underline underline-offset-4"
            >
              {t(EMPTY_ACTIONS[empty]?.labelKey ?? 'errors.goHome')}
            </Link>
          }
        />
      )}
    </div>
  );
  // In the admin shell the side navigation is beside the page already.
  if (!area || isFocused) return <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">{body}</div>;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="grid gap-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t(`areas.${area}`)} className="order-2 lg:order-1">
          <h2 className="mb-3 text-xs font-semibold tracking-wider text-stone-500 uppercase">{t(`areas.${area}`)}</h2>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {areaNavFor(area, role, rootData?.roles).map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'border border-stone-200 text-stone-700 hover:bg-stone-50 lg:border-transparent',
                    )
                  }
                >
                  {t(entry.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-1 min-w-0 lg:order-2">{body}</div>
      </div>
    </div>
  );
}
