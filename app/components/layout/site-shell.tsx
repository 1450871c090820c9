import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ToastHost } from '~/components/ui/toast-host';
import { useTranslation } from '~/i18n/use-translation';
import { assistantPanel, cartDrawer, LazyPanel, mobileMenu } from './lazy-panels';
import { MobileBottomBar } from './mobile-bottom-bar';
import { ReliefBanner } from './relief-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useAffiliateCapture } from './use-affiliate-capture';
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
  useGlobalErrorToast();
  useFlashToast(root.flash);
  useSecurityAlertToast(root.securityAlert);
  useEffect(() => {
    // Tells tests (and anyone curious) that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
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
      <SiteFooter site={site} year={root.year} language={root.language.code} />
      <Link
        to="/vendors/onboard"
        className="fixed end-4 bottom-20 z-30 rounded-full bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white shadow-lg shadow-brand-900/20 hover:bg-brand-900 md:bottom-6"
      >
        {t('sell.cta', { siteName: site.name })}
      </Link>
      <LazyPanel panel={assistantPanel} open={chatOpen} onClose={() => setChatOpen(false)} assistantName={site.assistantName} />
      <MobileBottomBar isSignedIn={isSignedIn} />
      <ToastHost />
    </div>
  );
}
