/*
 * Toasts shown before the toaster has loaded wait here. This module is the one both sides
 * import: callers (showToast), the host that loads the toaster (toast-host.tsx) and the
 * toaster itself (toaster.tsx), so the lazily loaded toaster does not import the module that
 * loads it.
 */

/** A button in a toast: what to do next after the change it reports ("View cart", "Checkout"). */
export type ToastAction = { label: string; onClick: () => void };

export type ToastInput = {
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  /** Toasts with the same id replace each other instead of stacking. */
  id?: string;
  /** Buttons under the title; the toast stays longer so there is time to reach them. */
  actions?: ToastAction[];
};

type Show = (toast: ToastInput) => void;

const queue: ToastInput[] = [];
let show: Show | null = null;
let dismiss: (() => void) | null = null;
let wake: (() => void) | null = null;

/**
 * `<html data-toasts-waiting>` while toasts wait for the toaster to load: a toast is on its way
 * that no animation shows yet. The end-to-end tests' settle waits for it to go before they read
 * the page with axe, as they wait for `data-hydrated` (a toast caught fading in reads as low contrast).
 */
function markWaiting() {
  if (typeof document === 'undefined') return;
  if (queue.length > 0) document.documentElement.dataset.toastsWaiting = '';
  else delete document.documentElement.dataset.toastsWaiting;
}

/** Shows a toast (SPEC §9: bottom-right, three visible, closes after 4000 ms). */
export function showToast(toast: ToastInput) {
  if (show) return show(toast);
  queue.push(toast);
  markWaiting();
  wake?.();
}

/** Called by the toaster once it is mounted: later toasts go straight to it. */
export function attachToaster(next: Show | null, dismissAll: (() => void) | null = null) {
  show = next;
  dismiss = dismissAll;
  if (next) for (const toast of queue.splice(0)) next(toast);
  markWaiting();
}

/** Closes the toasts shown (a drawer that opens on the same news: the cart after "added to cart"). */
export function dismissToasts() {
  queue.length = 0;
  markWaiting();
  dismiss?.();
}

/*
 * Toasts stand at the end side's bottom on wide screens (SPEC §9). A drawer open at that side
 * (the cart) has its buttons there, so while one is open toasts stand at the start side instead.
 */
let isEndTaken = false;
const placementListeners = new Set<() => void>();

export function setEndSideTaken(isTaken: boolean) {
  isEndTaken = isTaken;
  for (const listener of placementListeners) listener();
}

export function isEndSideTaken() {
  return isEndTaken;
}

export function onEndSideChange(listener: () => void) {
  placementListeners.add(listener);
  return () => {
    placementListeners.delete(listener);
  };
}

/**
 * Called by the host: `listener` runs when a toast is queued while no toaster is attached
 * (null stops it). Returns whether a toast is waiting already.
 */
export function onToastWaiting(listener: (() => void) | null): boolean {
  wake = listener;
  return queue.length > 0;
}
