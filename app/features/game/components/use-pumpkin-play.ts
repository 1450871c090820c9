import { useCallback, useEffect, useReducer, useRef } from 'react';
import { SPEEDS, scoreOf } from '../pumpkin-patch';
import { commandOfKey, INITIAL_PLAY, reducePlay } from './play-state';
import { keepUnsaved } from './unsaved-season';

/*
 * The play's life in the browser, around the pure reducer (play-state.ts): starting a season
 * (with the focus), the week's clock, pausing when the tab is hidden, the keys, and the end of a
 * season (the focus on the result, a visitor's score kept in the tab).
 */

/** Keys that belong to the page's own controls: the game leaves them alone. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function isActivatable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && Boolean(target.closest('button, a, summary, [role="button"]'));
}

export function usePumpkinPlay({ isSignedIn }: { isSignedIn: boolean }) {
  const [play, dispatch] = useReducer(reducePlay, INITIAL_PLAY);
  const { game, isPaused, speed } = play;
  const isPlaying = game !== null && !game.isOver;
  const statusRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  // A new season brings the week's heading to the top of the screen, with the focus.
  const start = useCallback((seed: number) => {
    dispatch({ type: 'start', seed });
    requestAnimationFrame(() => {
      const heading = statusRef.current;
      if (!heading) return;
      const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'start', behavior: isReduced ? 'auto' : 'smooth' });
      heading.focus({ preventScroll: true });
    });
  }, []);

  // The week's clock, at a timed pace, while playing and not paused.
  useEffect(() => {
    if (!isPlaying || isPaused || SPEEDS[speed] === null) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'tick', elapsedMs: now - last });
      last = now;
    }, 250);
    return () => window.clearInterval(timer);
  }, [isPlaying, isPaused, speed]);

  // Leaving the tab pauses the game: the weeks should not run on unseen.
  useEffect(() => {
    if (!isPlaying) return;
    const onVisibility = () => {
      if (document.hidden) dispatch({ type: 'pause', isPaused: true });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [isPlaying]);

  // The keys: 1 to 9 for the jobs, N ends the week, P, Space and Esc pause and carry on.
  useEffect(() => {
    if (!isPlaying) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const answer = commandOfKey({ key: event.key, isRepeat: event.repeat, isOnControl: isActivatable(event.target) }, isPaused);
      if (!answer) return;
      event.preventDefault();
      if (answer.command) dispatch(answer.command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isPlaying, isPaused]);

  // The end of a season: the result takes the focus, and a visitor's score waits in this tab.
  const isOver = game?.isOver ?? false;
  useEffect(() => {
    if (!isOver || !game) return;
    resultRef.current?.focus();
    if (!isSignedIn) keepUnsaved({ seed: game.seed, moves: game.moves, score: scoreOf(game).total });
  }, [isOver, game, isSignedIn]);

  return { play, dispatch, start, statusRef, resultRef };
}
