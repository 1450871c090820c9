import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler, on a long list, for the router links inside it: each link is a plain
 * `<a href data-discover="true">` (what a React Router `Link` renders) instead of a `Link` with
 * its own hooks, which were a quarter of a forum thread's render on the server (issue 37). A
 * left click with no modifier key on such a link to this site, without `target` or `download`,
 * navigates in the page as the `Link` did (replacing the entry when the address is the current
 * one); any other click, and every other anchor (links in a post's words, `#post-N`), is left to
 * the browser. A link to the page itself with another query (a post's `?edit=` or `?report=`)
 * keeps the scroll where it is, as those links' `preventScrollReset` did. Without JavaScript they
 * are ordinary links.
 */
export function useDelegatedLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const here = window.location;
      if (anchor.origin !== here.origin) return;
      event.preventDefault();
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      navigate(to, {
        replace: to === `${here.pathname}${here.search}${here.hash}`,
        preventScrollReset: anchor.pathname === here.pathname,
      });
    },
    [navigate],
  );
}
