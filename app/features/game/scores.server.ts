import { createHash } from 'node:crypto';
import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { gameScores } from '~/db/schema/game';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { reviewerName } from '~/utils/person-name';
import { gameFailure } from './failures';
import type { SavedSeason } from './game.schema';
import { LEADERBOARD_SIZE, type LeaderboardRow, weekStartOf } from './leaderboard';
import { GAME_ID, replaySeason, scoreOf } from './pumpkin-patch';

/*
 * Saved scores of the pumpkin game: a player's best and the weekly leaderboard. The browser
 * plays the season, but it is the server that says what it scored: it replays the seed and the
 * moves with the same rules and saves only a score it reached itself.
 */

/** What a save says when it is done, and what a visitor is asked first (the refusals are in failures.ts). */
export const GAME_MESSAGES = {
  saved: 'game.save.saved',
  newBest: 'game.save.newBest',
  alreadySaved: 'game.save.alreadySaved',
  signIn: 'game.save.signIn',
} as const;

/**
 * The key the per-player saving limit counts under: a digest of the account id, so the counter
 * (kept for up to its window after an account is deleted) does not name the person.
 */
export function playerLimitKey(userId: string): string {
  return createHash('sha256').update(`game:${userId}`).digest('hex');
}

/**
 * Saves a finished season's score for the player who played it (it takes the person, not an id,
 * so nobody saves a score in someone else's name), after replaying it. Refused when the moves
 * could not have been played (`invalid`) or when they do not reach the posted score (`forged`);
 * nothing is written then. Saving the same season twice keeps one row and says so.
 */
export async function saveSeasonScore({
  actor,
  season,
  now = new Date(),
}: {
  actor: Actor;
  season: SavedSeason;
  now?: Date;
}): Promise<Result<{ message: string; messageVars: Record<string, string>; score: number }, 'invalid' | 'forged'>> {
  const userId = actor.id;
  const replay = replaySeason(season.seed, season.moves);
  if (!replay.ok) return gameFailure('invalid');
  const score = scoreOf(replay.state).total;
  if (score !== season.score) return gameFailure('forged');
  const db = getDb();
  const [previous] = await db
    .select({ best: sql<number | null>`max(${gameScores.score})` })
    .from(gameScores)
    .where(and(eq(gameScores.userId, userId), eq(gameScores.game, GAME_ID)));
  const [saved] = await db
    .insert(gameScores)
    .values({ userId, game: GAME_ID, score, seed: season.seed, moves: season.moves, playedAt: now, weekStart: weekStartOf(now) })
    .onConflictDoNothing()
    .returning({ id: gameScores.id });
  const messageVars = { score: String(score) };
  if (!saved) return { ok: true, message: GAME_MESSAGES.alreadySaved, messageVars, score };
  const best = previous?.best ?? null;
  return { ok: true, message: best === null || score > best ? GAME_MESSAGES.newBest : GAME_MESSAGES.saved, messageVars, score };
}

/** A player's best score ever and this week's, or null where they have none. */
export async function findBestScores({ userId, now = new Date() }: { userId: string; now?: Date }) {
  const [row] = await getDb()
    .select({
      best: sql<number | null>`max(${gameScores.score})`,
      weekBest: sql<number | null>`max(${gameScores.score}) filter (where ${gameScores.weekStart} = ${weekStartOf(now)})`,
      games: sql<number>`count(*)::int`,
    })
    .from(gameScores)
    .where(and(eq(gameScores.userId, userId), eq(gameScores.game, GAME_ID)));
  return { best: row?.best ?? null, weekBest: row?.weekBest ?? null, games: row?.games ?? 0 };
}

/**
 * This week's leaderboard (from Monday 00:00 UTC): each player's best score, highest first, the
 * earlier of two equal scores ahead. The top ten, and the signed-in player's own place when it
 * is lower. Names are first name and last initial.
 */
export async function findWeeklyLeaderboard({
  userId,
  now = new Date(),
}: {
  userId?: string | null;
  now?: Date;
}): Promise<{ weekStart: string; rows: LeaderboardRow[] }> {
  const db = getDb();
  const weekStart = weekStartOf(now);
  const best = db
    .selectDistinctOn([gameScores.userId], {
      userId: gameScores.userId,
      score: gameScores.score,
      playedAt: gameScores.playedAt,
    })
    .from(gameScores)
    .where(and(eq(gameScores.game, GAME_ID), eq(gameScores.weekStart, weekStart)))
    .orderBy(gameScores.userId, desc(gameScores.score), asc(gameScores.playedAt))
    .as('best');
  const ranked = db
    .select({
      userId: best.userId,
      score: best.score,
      place: sql<number>`(row_number() over (order by ${best.score} desc, ${best.playedAt} asc))::int`.as('place'),
    })
    .from(best)
    .as('ranked');
  const inTop = lte(ranked.place, LEADERBOARD_SIZE);
  const rows = await db
    .select({
      place: ranked.place,
      userId: ranked.userId,
      score: ranked.score,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .where(userId ? or(inTop, eq(ranked.userId, userId)) : inTop)
    .orderBy(asc(ranked.place));
  return {
    weekStart,
    rows: rows.map((row) => ({
      place: Number(row.place),
      name: reviewerName(row.firstName, row.lastName),
      score: row.score,
      isYou: row.userId === userId,
    })),
  };
}
