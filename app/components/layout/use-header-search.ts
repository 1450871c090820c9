import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The header's search row: opened by the search button, closed by it, by Escape or the close
 * button (focus goes back to the search button), and by any navigation (a suggestion chosen, a
 * search submitted). Before the page is interactive the button is a plain link to /search.
 */
export function useHeaderSearch() {
  const [isInteractive, setIsInteractive] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const where = `${pathname}${search}`;

  useEffect(() => setIsInteractive(true), []);
  const wasAt = useRef(where);
  useEffect(() => {
    if (wasAt.current === where) return;
    wasAt.current = where;
    setIsOpen(false);
  }, [where]);

  const close = useCallback(() => {
    setIsOpen(false);
    toggleRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  return { isInteractive, isOpen, toggle, close, toggleRef };
}
