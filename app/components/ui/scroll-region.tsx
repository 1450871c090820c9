import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '~/utils/cn';

/**
 * The frame of a wide table: on a narrow screen the table scrolls sideways inside it and the
 * page itself does not. It is a named region (its `label`), and focusable while its content is
 * wider than it, so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 * A table that fits adds no tab stop. While more of it lies beyond the end edge, that edge fades
 * (issue 35, point 16), so that a cut-off column reads as "more this way", not as the table's end.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const frame = useRef<HTMLElement>(null);
  // Until the browser has measured (and without JavaScript) it counts as scrolling: reachable.
  const [canScroll, setCanScroll] = useState(true);
  // Whether the end of the content is in view (the fade goes then); unknown before measuring: no fade.
  const [atEnd, setAtEnd] = useState(true);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      setCanScroll(element.scrollWidth > element.clientWidth);
      // scrollLeft is negative right to left: its size is how far from the start.
      setAtEnd(Math.abs(element.scrollLeft) + element.clientWidth >= element.scrollWidth - 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content can widen while the frame keeps its size (a row with a longer name).
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return (
    <section
      ref={frame}
      aria-label={label}
      tabIndex={canScroll ? 0 : undefined}
      // The fade is a mask on the frame, so it fades into whatever lies behind (a white card, the
      // admin's grey page); the focus ring is drawn inside the frame, where the mask keeps it.
      data-scroll-fade={atEnd ? undefined : ''}
      className={cn(
        'relative max-w-full overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
        !atEnd &&
          '[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)] rtl:[mask-image:linear-gradient(to_left,black_calc(100%-3rem),transparent)]',
        className,
      )}
    >
      {children}
    </section>
  );
}
