import { lazy, Suspense, useEffect, useState } from 'react';
import { useWholeTranslations } from '~/i18n/use-translation';
import { onToastWaiting } from './toast-queue';

// The toast library loads with the first toast, not with every page: most visits never
// see one, and the first load of a page has a tight JavaScript budget.
const Toaster = lazy(() => import('./toaster'));

/** Mounts the toaster once the first toast is shown (showToast in toast-queue.ts). */
export function ToastHost() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (onToastWaiting(() => setActive(true))) setActive(true);
    return () => {
      onToastWaiting(null);
    };
  }, []);
  // The toaster's own labels (close, actions) come with the whole translation file.
  const translated = useWholeTranslations(active);
  return active && translated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
