import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy plus a `preload()` to start fetching on intent (hover, focus, touch),
 * so code that only a click needs stays out of the first load without a visible wait.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint React.lazy uses
export function lazyWithPreload<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  let pending: Promise<{ default: T }> | undefined;
  const load = () => {
    pending ??= factory();
    return pending;
  };
  const Component: LazyExoticComponent<T> = lazy(load);
  return { Component, preload: () => void load() };
}
