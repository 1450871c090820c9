import { type ComponentType, createElement, type JSXElementConstructor, Suspense, useEffect, useState } from 'react';
import { useWholeTranslations } from '~/i18n/use-translation';

/**
 * Renders a lazy panel (a `lazyWithPreload` drawer, sheet or dialog) from the first time it
 * opens (with its code and the whole translation file), and keeps it mounted afterwards so it
 * can animate out and hand focus back.
 */
export function LazyPanel<P extends { open: boolean }>({
  panel,
  ...props
}: { panel: { Component: JSXElementConstructor<P> } } & P) {
  const [wanted, setWanted] = useState<boolean>(props.open);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  // Its labels are not among the page's own strings: it opens once the translation file is here.
  const translated = useWholeTranslations(wanted || props.open);
  if ((!wanted && !props.open) || !translated) return null;
  // The props were type-checked against the panel in this component's signature.
  return <Suspense fallback={null}>{createElement(panel.Component as ComponentType<object>, props)}</Suspense>;
}
