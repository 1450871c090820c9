import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Ellipsis, GraduationCap, HandCoins, House, ShoppingBag, UserRound } from '~/components/ui/icons';
import { LazyPanel } from '~/components/ui/lazy-panel';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { moreSheet } from './lazy-panels';
import { type BottomBarItem, bottomBarItems } from './navigation';

const ICONS: Record<BottomBarItem['icon'], typeof House> = {
  home: House,
  courses: GraduationCap,
  shop: ShoppingBag,
  affiliate: HandCoins,
  profile: UserRound,
};

/** SPEC §9: the bar always shows within 100 px of the top; hiding waits 600 ms. */
export const SHOW_NEAR_TOP_PX = 100;
export const HIDE_DELAY_MS = 600;

/** Hides on scroll down, shows on scroll up or near the top. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const goingDown = y > lastY.current;
      lastY.current = y;
      if (y <= SHOW_NEAR_TOP_PX || !goingDown) {
        clearTimeout(hideTimer);
        hideTimer = undefined;
        setHidden(false);
      } else if (!hideTimer) {
        hideTimer = setTimeout(() => {
          hideTimer = undefined;
          setHidden(true);
        }, HIDE_DELAY_MS);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(hideTimer);
    };
  }, []);
  return hidden;
}

export function MobileBottomBar({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const hidden = useHideOnScroll();
  const [moreOpen, setMoreOpen] = useState(false);
  const itemClass = 'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[11px] font-medium';
  return (
    <>
      <nav
        aria-label={t('bottomBar.label')}
        data-hidden={hidden}
        className={cn(
          'fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-300 md:hidden',
          hidden && 'translate-y-full',
        )}
      >
        <ul className="flex">
          {bottomBarItems(isSignedIn).map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <li key={item.to} className="flex flex-1">
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => cn(itemClass, isActive ? 'text-brand-800' : 'text-stone-600')}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {t(item.labelKey)}
                </NavLink>
              </li>
            );
          })}
          <li className="flex flex-1">
            <button
              type="button"
              className={cn(itemClass, 'text-stone-600')}
              onClick={() => setMoreOpen(true)}
              onPointerEnter={moreSheet.preload}
              onTouchStart={moreSheet.preload}
              onFocus={moreSheet.preload}
              aria-haspopup="dialog"
            >
              <Ellipsis aria-hidden="true" className="size-5" />
              {t('bottomBar.more')}
            </button>
          </li>
        </ul>
      </nav>
      <LazyPanel panel={moreSheet} open={moreOpen} onOpenChange={setMoreOpen} isSignedIn={isSignedIn} />
    </>
  );
}
