import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LockKeyhole } from '~/components/ui/icons';
import { LazyPanel } from '~/components/ui/lazy-panel';
import { browserTimeZone } from '~/components/ui/time-zone';
import { ToastHost } from '~/components/ui/toast-host';
import { useTranslation } from '~/i18n/use-translation';
import { readCookie } from '~/utils/cookies';
import { TIME_ZONE_COOKIE } from '~/utils/format-date';
import { shellKindAt } from '~/utils/route-table';
import { AdminShell } from './admin-shell';
import { assistantPanel, cartDrawer, mobileMenu } from './lazy-panels';
import { MobileBottomBar } from './mobile-bottom-bar';
import { ReliefBanner } from './relief-banner';
import { SellInvitation } from './sell-invitation';
import { showsSellButton } from './shell-kind';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteLogo } from './site-logo';
import { useAffiliateCapture } from './use-affiliate-capture';
import { useAffiliateTracking } from './use-affiliate-tracking';
import { useCartCount } from './use-cart-count';
import { useFlashToast } from './use-flash-toast';
import { useGlobalErrorToast } from './use-global-error-toast';
import { usePageViews } from './use-page-views';
import { type RootData, useRootData } from './use-root-data';
import { useSecurityAlertToast } from './use-security-alert-toast';

export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  // Without the root data (the root loader itself failed) there is no shell to draw.
  if (!root) {
    return (
      <main id="main" className="min-h-dvh">
        {children}
      </main>
    );
  }
  return <Shell root={root}>{children}</Shell>;
}

function Shell({ root, children }: { root: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  const { site, isSignedIn } = root;
  const [menuOpen, setMenuOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const cartCount = useCartCount();
  usePageViews();
  useAffiliateCapture();
  useAffiliateTracking();
  useGlobalErrorToast();
  useFlashToast(root.flash);
  useSecurityAlertToast(root.securityAlert);
  useEffect(() => {
    // Tells tests (and anyone curious) that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    // Pages rendered for this person alone (and the instructor's class form) use this zone from
    // the next request on; the browser shows it on every page anyway (TimeZoneProvider).
    const zone = browserTimeZone();
    if (readCookie(document.cookie, TIME_ZONE_COOKIE) !== zone)
      // biome-ignore lint/suspicious/noDocumentCookie: one escaped value; the Cookie Store API is not in every browser we support.
      document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }, []);
  const { pathname } = useLocation();
  const kind = shellKindAt(pathname);

  if (kind === 'focused') {
    return (
      <div className="flex min-h-dvh flex-col bg-stone-50">
        <header className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
            <SiteLogo name={site.name} className="text-brand-900" badgeClassName="bg-brand-700" />
            <p className="inline-flex items-center gap-2 text-sm font-medium text-stone-700">
              <LockKeyhole aria-hidden="true" className="size-5 text-brand-700" />
              {t('shell.secureCheckout')}
            </p>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {showsSellButton(pathname, kind) && <SellInvitation siteName={site.name} />}
        <SiteFooter site={site} year={root.year} language={root.language.code} variant="slim" />
        <ToastHost />
      </div>
    );
  }

  const skipLink = (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('common.skipToContent')}
    </a>
  );

  if (kind === 'admin')
    return (
      <AdminShell root={root} skipLink={skipLink}>
        {children}
      </AdminShell>
    );

  return (
    <div className="flex min-h-dvh flex-col">
      {skipLink}
      <ReliefBanner />
      <SiteHeader
        siteName={site.name}
        cartCount={cartCount}
        isSignedIn={isSignedIn}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenChat={() => setChatOpen(true)}
        onOpenCart={() => setCartOpen(true)}
      />
      <LazyPanel panel={mobileMenu} open={menuOpen} onOpenChange={setMenuOpen} isSignedIn={isSignedIn} />
      <LazyPanel panel={cartDrawer} open={cartOpen} onOpenChange={setCartOpen} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {showsSellButton(pathname, kind) && <SellInvitation siteName={site.name} />}
      <SiteFooter site={site} year={root.year} language={root.language.code} variant="full" />
      <LazyPanel
        panel={assistantPanel}
        open={chatOpen}
        onClose={() => setChatOpen(false)}
        assistantName={site.assistantName}
        isSignedIn={isSignedIn}
      />
      <MobileBottomBar isSignedIn={isSignedIn} />
      <ToastHost />
    </div>
  );
}
