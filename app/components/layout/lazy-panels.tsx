import { type ComponentType, createElement, type JSXElementConstructor, Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '~/utils/lazy-with-preload';

// Drawers, sheets and the assistant panel load when first wanted; see lazyWithPreload.
export const mobileMenu = lazyWithPreload(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
export const cartDrawer = lazyWithPreload(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));
export const moreSheet = lazyWithPreload(() => import('./more-sheet').then((m) => ({ default: m.MoreSheet })));
export const assistantPanel = lazyWithPreload(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })));
export const adminNavSheet = lazyWithPreload(() => import('./admin-nav-sheet').then((m) => ({ default: m.AdminNavSheet })));
export const headerSearchRow = lazyWithPreload(() => import('./header-search-row').then((m) => ({ default: m.HeaderSearchRow })));

/** Renders a lazy panel from the first time it opens, and keeps it mounted afterwards. */
export function LazyPanel<P extends { open: boolean }>({
  panel,
  ...props
}: { panel: { Component: JSXElementConstructor<P> } } & P) {
  const [wanted, setWanted] = useState<boolean>(props.open);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  if (!wanted && !props.open) return null;
  // The props were type-checked against the panel in this component's signature.
  return <Suspense fallback={null}>{createElement(panel.Component as ComponentType<object>, props)}</Suspense>;
}
