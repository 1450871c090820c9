import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '~/utils/cn';

/**
 * The frame of a wide table: on a narrow screen the table scrolls sideways inside it and the
 * page itself does not. It is a named region (its `label`), and focusable while its content is
 * wider than it, so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 * A table that fits adds no tab stop.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const frame = useRef<HTMLElement>(null);
  // Until the browser has measured (and without JavaScript) it counts as scrolling: reachable.
  const [canScroll, setCanScroll] = useState(true);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setCanScroll(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content can widen while the frame keeps its size (a row with a longer name).
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={frame}
      aria-label={label}
      tabIndex={canScroll ? 0 : undefined}
      className={cn(
        'relative max-w-full overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      {children}
    </section>
  );
}
