/*
 * A finished season a visitor played, kept in this tab (session storage) while they sign in to
 * save it: the result screen stores it, the signed-in page offers it, a successful save forgets it.
 */

const UNSAVED_KEY = 'verde:pumpkin-game:unsaved';

export type Unsaved = { seed: number; moves: string; score: number };

export function keepUnsaved(season: Unsaved) {
  sessionStorage.setItem(UNSAVED_KEY, JSON.stringify(season));
}

/** The kept season, or null; anything unreadable is dropped rather than offered. */
export function readUnsaved(): Unsaved | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(UNSAVED_KEY) ?? 'null') as Unsaved | null;
    if (stored && Number.isInteger(stored.seed) && typeof stored.moves === 'string' && Number.isInteger(stored.score))
      return stored;
  } catch {
    sessionStorage.removeItem(UNSAVED_KEY);
  }
  return null;
}

export function forgetUnsaved() {
  sessionStorage.removeItem(UNSAVED_KEY);
}
