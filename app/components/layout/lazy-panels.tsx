import { lazyWithPreload } from '~/utils/lazy-with-preload';

// Drawers, sheets and the assistant panel load when first wanted (LazyPanel in components/ui).
export const mobileMenu = lazyWithPreload(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
export const cartDrawer = lazyWithPreload(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));
export const moreSheet = lazyWithPreload(() => import('./more-sheet').then((m) => ({ default: m.MoreSheet })));
export const assistantPanel = lazyWithPreload(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })));
export const adminNavSheet = lazyWithPreload(() => import('./admin-nav-sheet').then((m) => ({ default: m.AdminNavSheet })));
export const headerSearchRow = lazyWithPreload(() => import('./header-search-row').then((m) => ({ default: m.HeaderSearchRow })));
