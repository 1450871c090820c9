import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Bot, Menu, Search, ShoppingCart, UserRound } from '~/components/ui/icons';
import { useTranslation, useWholeTranslations } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { prepareCart } from './cart-snapshot';
import { assistantPanel, cartDrawer, headerSearchRow, mobileMenu } from './lazy-panels';
import { HEADER_LINKS } from './navigation';
import { SiteLogo } from './site-logo';
import { useHeaderSearch } from './use-header-search';

type SiteHeaderProps = {
  siteName: string;
  /** Null while the browser is still asking (pages shared by the page cache carry no count). */
  cartCount: number | null;
  isSignedIn: boolean;
  onOpenMenu: () => void;
  onOpenChat: () => void;
  onOpenCart: () => void;
};

const iconButtonShape =
  'relative size-10 items-center justify-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-800';
const iconButton = `inline-flex ${iconButtonShape}`;

const SEARCH_PANEL_ID = 'site-search';
const searchPlaceholder = <div className="h-11 min-w-0 flex-1 rounded-full border border-stone-300" />;

/** Starts loading a panel's code as soon as someone shows intent to open it. */
const intent = (preload: () => void) => ({ onPointerEnter: preload, onTouchStart: preload, onFocus: preload });

export function SiteHeader({ siteName, cartCount, isSignedIn, onOpenMenu, onOpenChat, onOpenCart }: SiteHeaderProps) {
  const { t } = useTranslation();
  // Both labels are asked for in every render: a page the cache shares is rendered without a
  // count, and its strings (decision 0062) must already hold the counted label's forms when the
  // browser learns the count, or the button is nameless until the whole file comes.
  const countedLabel = t('nav.cart', { count: cartCount ?? 0 });
  const cartLabel = cartCount === null ? t('nav.cartUnknown') : countedLabel;
  // search.isInteractive: the page has hydrated (the search and cart buttons are links before).
  const search = useHeaderSearch();
  // The drawer's code and the cart's lines start loading on touch, hover or focus.
  const openingCart = () => {
    cartDrawer.preload();
    prepareCart(cartCount);
  };
  const cartIcon = (
    <>
      <ShoppingCart aria-hidden="true" className="size-5" />
      {cartCount !== null && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -end-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-800 px-1 text-[11px] leading-5 font-bold text-white"
        >
          {cartCount}
        </span>
      )}
    </>
  );
  // The search row's labels come with the whole translation file (decision 0062).
  const searchTranslated = useWholeTranslations(search.isOpen);
  return (
    <header
      data-toast-clear
      className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <SiteLogo name={siteName} className="shrink-0 rounded-lg pe-2 text-brand-800" badgeClassName="bg-brand-800" />
        <nav aria-label={t('nav.mainLabel')} className="ms-4 hidden flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      'rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                    )
                  }
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-0.5">
          {search.isInteractive ? (
            <button
              ref={search.toggleRef}
              type="button"
              className={cn(iconButton, search.isOpen && 'bg-brand-50')}
              onClick={search.toggle}
              {...intent(headerSearchRow.preload)}
              aria-expanded={search.isOpen}
              aria-controls={SEARCH_PANEL_ID}
              aria-label={t('nav.search')}
              title={t('nav.search')}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
          ) : (
            // Until the page is interactive (or without JavaScript), the search page itself.
            <Link to="/search" className={iconButton} aria-label={t('nav.search')} title={t('nav.search')}>
              <Search aria-hidden="true" className="size-5" />
            </Link>
          )}
          <button
            type="button"
            className={iconButton}
            onClick={onOpenChat}
            {...intent(assistantPanel.preload)}
            aria-label={t('nav.openChat')}
            title={t('nav.openChat')}
          >
            <Bot aria-hidden="true" className="size-5" />
          </button>
          {search.isInteractive ? (
            <button
              type="button"
              className={iconButton}
              onClick={onOpenCart}
              {...intent(openingCart)}
              aria-label={cartLabel}
              aria-haspopup="dialog"
              title={cartLabel}
            >
              {cartIcon}
            </button>
          ) : (
            // Until the page is interactive (or without JavaScript), the cart page itself: a tap
            // that comes before hydration still shows the cart.
            <Link to="/cart" className={iconButton} aria-label={cartLabel} title={cartLabel}>
              {cartIcon}
            </Link>
          )}
          <Link
            to={isSignedIn ? '/account' : '/auth'}
            className={`hidden sm:inline-flex ${iconButtonShape}`}
            aria-label={isSignedIn ? t('nav.account') : t('nav.signIn')}
            title={isSignedIn ? t('nav.account') : t('nav.signIn')}
          >
            <UserRound aria-hidden="true" className="size-5" />
          </Link>
          <button
            type="button"
            className={cn(iconButton, 'xl:hidden')}
            onClick={onOpenMenu}
            {...intent(mobileMenu.preload)}
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <div id={SEARCH_PANEL_ID} hidden={!search.isOpen} className="border-t border-stone-200/80">
        {search.isOpen && (
          <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 sm:px-6">
            {searchTranslated ? (
              <Suspense fallback={searchPlaceholder}>
                <headerSearchRow.Component onClose={search.close} closeButtonClass={cn(iconButton, 'shrink-0')} />
              </Suspense>
            ) : (
              searchPlaceholder
            )}
          </div>
        )}
      </div>
    </header>
  );
}
