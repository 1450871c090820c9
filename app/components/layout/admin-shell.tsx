import { type ReactNode, useMemo, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { LogOut, Menu, Store, UserRound } from '~/components/ui/icons';
import { LazyPanel } from '~/components/ui/lazy-panel';
import { ToastHost } from '~/components/ui/toast-host';
import { useTranslation } from '~/i18n/use-translation';
import { adminNavSections } from './admin-nav';
import { AdminSideNav } from './admin-side-nav';
import { adminNavSheet } from './lazy-panels';
import { SiteFooter } from './site-footer';
import { SiteLogo } from './site-logo';
import type { RootData } from './use-root-data';

const barButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900';

/**
 * The administration's frame (route table `shell: 'admin'`): a slim top bar (the logo back to the
 * shop, an Admin label, View store, the account and Sign out) and the admin side navigation,
 * which is a column at the start side on wide screens and a drawer behind the menu button below
 * 1024 px. None of the shop's banner, newsletter, bottom bar, cart or floating button.
 */
export function AdminShell({ root, skipLink, children }: { root: RootData; skipLink: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const sections = useMemo(() => adminNavSections({ role: root.role, pathname }), [root.role, pathname]);
  const hasNav = sections.length > 0;
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      {skipLink}
      <header data-toast-clear className="sticky top-0 z-40 border-b border-stone-200 bg-white">
        <div className="flex h-14 items-center gap-2 px-2 sm:px-4">
          {hasNav && (
            <button
              type="button"
              className={`${barButton} lg:hidden`}
              onClick={() => setMenuOpen(true)}
              onPointerEnter={adminNavSheet.preload}
              onTouchStart={adminNavSheet.preload}
              onFocus={adminNavSheet.preload}
              aria-label={t('adminNav.openMenu')}
              aria-haspopup="dialog"
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
          )}
          <SiteLogo
            name={root.site.name}
            className="min-w-0 shrink rounded-lg text-lg text-brand-800 [&>span:last-child]:truncate max-sm:[&>span:last-child]:sr-only"
            badgeClassName="size-8 shrink-0 bg-brand-800"
          />
          <span className="shrink-0 rounded-md bg-stone-800 px-2 py-0.5 text-xs font-semibold text-white">
            {t('adminNav.badge')}
          </span>
          <div className="ms-auto flex shrink-0 items-center gap-0.5">
            <Link to="/" className={barButton}>
              <Store aria-hidden="true" className="size-5" />
              <span className="max-sm:sr-only">{t('adminNav.viewStore')}</span>
            </Link>
            {root.isSignedIn ? (
              <>
                <Link to="/account" className={barButton} aria-label={t('nav.account')} title={t('nav.account')}>
                  <UserRound aria-hidden="true" className="size-5" />
                </Link>
                <Form method="post" action="/sign-out">
                  <button type="submit" className={barButton}>
                    <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                    <span className="max-md:sr-only">{t('accounts.signOut')}</span>
                  </button>
                </Form>
              </>
            ) : (
              <Link to="/auth" className={barButton} aria-label={t('nav.signIn')} title={t('nav.signIn')}>
                <UserRound aria-hidden="true" className="size-5" />
              </Link>
            )}
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        {hasNav && (
          <aside className="hidden w-64 shrink-0 border-e border-stone-200 bg-white lg:block">
            <div className="sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto">
              <AdminSideNav sections={sections} />
            </div>
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter site={root.site} year={root.year} language={root.language.code} variant="slim" />
        </div>
      </div>
      {hasNav && <LazyPanel panel={adminNavSheet} open={menuOpen} onOpenChange={setMenuOpen} sections={sections} />}
      <ToastHost />
    </div>
  );
}
