import { lazy, Suspense, useEffect, useState } from 'react';
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
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
