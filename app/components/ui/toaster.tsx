import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, type ToasterProps, toast } from 'sonner';
import { attachToaster, isEndSideTaken, onEndSideChange, type ToastInput } from './toast-queue';

/** How long a toast with buttons stays: long enough to read it and reach a button. */
const WITH_ACTIONS_MS = 8000;

/*
 * A toast with an id replaces the last one shown with that id (sign-in and sign-out messages, one
 * at a time). Each is a new toast: updating the old one in place lost the message when the old
 * one's time ran out as the update arrived (it faded with the new text, unseen: a welcome after
 * a quick sign-out and sign-in never showed).
 */
const shownIds = new Map<string, string>();
let sequence = 0;

function replacing(id: string | undefined): string | undefined {
  if (!id) return undefined;
  const previous = shownIds.get(id);
  if (previous) toast.dismiss(previous);
  sequence += 1;
  const fresh = `${id}-${sequence}`;
  shownIds.set(id, fresh);
  return fresh;
}

function present({ kind, title, description, id: replaces, actions }: ToastInput) {
  const id = replacing(replaces);
  if (!actions?.length) {
    toast[kind](title, { description, id });
    return;
  }
  const shown = toast[kind](title, {
    id,
    duration: WITH_ACTIONS_MS,
    description: (
      <>
        {description}
        <span className="mt-2 flex flex-wrap gap-2">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-900 hover:border-brand-700 hover:text-brand-800"
              onClick={() => {
                toast.dismiss(shown);
                action.onClick();
              }}
            >
              {action.label}
            </button>
          ))}
        </span>
      </>
    ),
  });
}

/** Phones: below this width toasts span the screen, so they go where no form or drawer button is. */
const PHONE = '(max-width: 639px)';

function onPhoneChange(listener: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * Where toasts stand, so they cover no control they talk about. On a phone a toast spans the
 * screen: at the bottom it lay over the sign-in form, the checkout's address fields and the
 * drawer's Checkout button, so it comes in at the top, just below the header (whose cart
 * button it must not cover either). On wider screens, the end side's bottom (SPEC §9), or the start side's while
 * a drawer holds the end side (the cart, with its buttons at the bottom). Decision 0072.
 */
function usePosition(): ToasterProps['position'] {
  const isPhone = useSyncExternalStore(
    onPhoneChange,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  const isEndTaken = useSyncExternalStore(onEndSideChange, isEndSideTaken, () => false);
  useHeaderClearance(isPhone);
  if (isPhone) return 'top-center';
  const isRightToLeft = document.documentElement.dir === 'rtl';
  return isEndTaken === isRightToLeft ? 'bottom-right' : 'bottom-left';
}

/** The page's sticky header (the shop's, the checkout's or the admin hub's), marked `data-toast-clear`. */
const HEADER = '[data-toast-clear]';
const HEADER_BOTTOM = '--toast-header-bottom';
/** Toasts on a phone stand this far below the header, whose buttons (the cart's) they must not cover. */
const PHONE_TOP = `calc(var(${HEADER_BOTTOM}, 0px) + 8px)`;

/**
 * On a phone, keeps `--toast-header-bottom` at the header's bottom edge as the page scrolls (the
 * relief bar above it scrolls away; the header sticks), so a toast at the top stands below the
 * header instead of over its cart button: "added to cart" covered the very button it talks about,
 * and a tap there paused the toast instead of opening the cart.
 */
function useHeaderClearance(isPhone: boolean) {
  useEffect(() => {
    if (!isPhone) return;
    const root = document.documentElement;
    let frame = 0;
    let written = -1;
    const measure = () => {
      frame = 0;
      const header = document.querySelector(HEADER);
      const bottom = header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
      // A property on the root restyles the page: written only when the edge has moved (while
      // the relief bar scrolls away), not on every frame of a scroll.
      if (bottom === written) return;
      written = bottom;
      root.style.setProperty(HEADER_BOTTOM, `${bottom}px`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(HEADER_BOTTOM);
    };
  }, [isPhone]);
}

// Loaded on demand by ToastHost (see toast-host.tsx).
export default function Toaster() {
  useEffect(() => {
    attachToaster(present, () => toast.dismiss());
    return () => attachToaster(null);
  }, []);
  // Sonner's own phone rule starts at 600 px, ours (PHONE) at 640: both offsets carry the clearance.
  return (
    <SonnerToaster
      position={usePosition()}
      offset={{ top: PHONE_TOP }}
      mobileOffset={{ top: PHONE_TOP }}
      visibleToasts={3}
      duration={4000}
      closeButton
      richColors
    />
  );
}
