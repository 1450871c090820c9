/**
 * The leaderboard's week: it starts on Monday at 00:00 UTC, whatever the player's time zone, so
 * everyone competes on the same board. Returned as the date of that Monday ("2026-05-04").
 */
export function weekStartOf(moment: Date): string {
  const day = moment.getUTCDay(); // 0 is Sunday
  const daysSinceMonday = (day + 6) % 7;
  const monday = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate() - daysSinceMonday));
  return monday.toISOString().slice(0, 10);
}

/** A line of the weekly leaderboard as the page shows it: no account ids, just whether it is the reader's. */
export type LeaderboardRow = { place: number; name: string; score: number; isYou: boolean };

/** Places shown on the weekly leaderboard. */
export const LEADERBOARD_SIZE = 10;
