import { lazy, Suspense, useEffect, useState } from 'react';

export type ToastInput = {
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  /** Toasts with the same id replace each other instead of stacking. */
  id?: string;
};

type Show = (toast: ToastInput) => void;

// The toast library loads with the first toast, not with every page: most visits never
// see one, and the first load of a page has a tight JavaScript budget.
const Toaster = lazy(() => import('./toaster'));

const queue: ToastInput[] = [];
let show: Show | null = null;
let wake: (() => void) | null = null;

/** Shows a toast (SPEC §9: bottom-right, three visible, closes after 4000 ms). */
export function showToast(toast: ToastInput) {
  if (show) return show(toast);
  queue.push(toast);
  wake?.();
}

/** Called by the toaster once it is mounted: later toasts go straight to it. */
export function attachToaster(next: Show | null) {
  show = next;
  if (next) for (const toast of queue.splice(0)) next(toast);
}

export function ToastHost() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    wake = () => setActive(true);
    if (queue.length > 0) setActive(true);
    return () => {
      wake = null;
    };
  }, []);
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
