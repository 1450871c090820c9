import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { gameScores } from '~/db/schema/index';
import { weekStartOf } from '~/features/game/leaderboard';
import { GAME_ID, MAX_SCORE, scoreOf } from '~/features/game/pumpkin-patch';
import { findWeeklyLeaderboard } from '~/features/game/scores.server';
import { action, loader } from '~/routes/game/pumpkin-game';
import { resetEnvCache } from '~/utils/env.server';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { playWell } from '../factories/pumpkin-game';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The pumpkin game's scores (issue 13, /pumpkin/game): the page's action saves a finished season
 * for a signed-in player only after replaying its moves; the loader shows their best score and
 * this week's leaderboard. A forged score, a season that could not have been played and a
 * visitor's save write nothing.
 */

const database = await setupTestDatabase();
const db = database.db;

afterEach(() => {
  delete process.env.RATE_LIMIT_GAME_SCORE_PLAYER;
  resetEnvCache();
});

type Person = Awaited<ReturnType<typeof signUpPerson>>;
type PageData = {
  isSignedIn: boolean;
  best: { best: number | null; weekBest: number | null; games: number } | null;
  leaderboard: { weekStart: string; rows: Array<{ place: number; name: string; score: number; isYou: boolean }> };
};

/** A careful gardener's finished season, as the browser posts it. */
function seasonOf(seed: number) {
  const state = playWell(seed);
  return { seed: String(seed), moves: state.moves, score: String(scoreOf(state).total) };
}

const save = (jar: CookieJar, fields: Record<string, string>) => callAction(action, formPost('/pumpkin/game', fields, jar));
const page = async (jar: CookieJar) => {
  const result = await callAction(loader, pageGet('/pumpkin/game', jar));
  expect(result.status).toBe(200);
  return result.data as PageData;
};
const scoresOf = (person: Person) => db.select().from(gameScores).where(eq(gameScores.userId, person.id));

describe('saving a season', () => {
  it("saves a replayed season for a signed-in player, and the page shows it as their best and on this week's board", async () => {
    const player = await signUpPerson('pumpkin');
    const season = seasonOf(101);
    expect(Number(season.score)).toBeGreaterThan(0);

    const saved = await save(player.jar, season);
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ ok: true, message: 'game.save.newBest', messageVars: { score: season.score } });
    const rows = await scoresOf(player);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      game: GAME_ID,
      score: Number(season.score),
      seed: 101,
      moves: season.moves,
      weekStart: weekStartOf(new Date()),
    });

    const shown = await page(player.jar);
    expect(shown.isSignedIn).toBe(true);
    expect(shown.best).toEqual({ best: Number(season.score), weekBest: Number(season.score), games: 1 });
    expect(shown.leaderboard.weekStart).toBe(weekStartOf(new Date()));
    const own = shown.leaderboard.rows.find((row) => row.isYou);
    expect(own).toMatchObject({ name: 'Sam S.', score: Number(season.score) });

    // A visitor sees the same board, without anyone marked as them, and no best score.
    const visitor = await page(new CookieJar());
    expect(visitor).toMatchObject({ isSignedIn: false, best: null });
    expect(visitor.leaderboard.rows.some((row) => row.isYou)).toBe(false);
    expect(visitor.leaderboard.rows).toContainEqual({ ...own, isYou: false });
  });

  it('keeps one row when the same season is posted twice, and the best score when a later season scores less', async () => {
    const player = await signUpPerson('pumpkin-twice');
    const good = seasonOf(202);
    expect((await save(player.jar, good)).data).toMatchObject({ ok: true, message: 'game.save.newBest' });
    expect((await save(player.jar, good)).data).toMatchObject({ ok: true, message: 'game.save.alreadySaved' });
    expect(await scoresOf(player)).toHaveLength(1);

    // Doing nothing all season: a finished season, saved, but not a new best.
    const idle = { seed: '202', moves: 'n'.repeat(10), score: '0' };
    expect((await save(player.jar, idle)).data).toMatchObject({ ok: true, message: 'game.save.saved' });
    expect(await scoresOf(player)).toHaveLength(2);
    const shown = await page(player.jar);
    expect(shown.best).toMatchObject({ best: Number(good.score), games: 2 });
    // One line per player on the board: their best.
    expect(shown.leaderboard.rows.filter((row) => row.isYou)).toEqual([expect.objectContaining({ score: Number(good.score) })]);
  });

  it('refuses a forged score with a clear message and writes nothing', async () => {
    const player = await signUpPerson('pumpkin-forger');
    const season = seasonOf(303);

    const forged = await save(player.jar, { ...season, score: String(Number(season.score) + 250) });
    expect(forged.status).toBe(422);
    expect(forged.data).toEqual({ ok: false, message: 'game.save.forged' });

    // Moves that could not have been played: a fourth job in the first week, a cure with nothing harvested.
    for (const moves of [`wwww${season.moves}`, 'c', season.moves.slice(0, -1)]) {
      const impossible = await save(player.jar, { ...season, moves });
      expect(impossible.status).toBe(422);
      expect(impossible.data).toEqual({ ok: false, message: 'game.save.invalid' });
    }
    // Values no season can have never reach the replay.
    for (const fields of [
      { ...season, score: String(MAX_SCORE + 1) },
      { ...season, seed: '0' },
      { ...season, moves: 'win' },
      { seed: '', moves: '', score: '' },
    ]) {
      const refused = await save(player.jar, fields);
      expect(refused.status).toBe(400);
      expect(refused.data).toEqual({ ok: false, message: 'game.save.invalid' });
    }
    expect(await scoresOf(player)).toEqual([]);
    expect((await page(player.jar)).best).toEqual({ best: null, weekBest: null, games: 0 });
  });

  it('answers a visitor with the way to sign in, and saves nothing', async () => {
    const before = await db.$count(gameScores);
    const answer = await save(new CookieJar(), seasonOf(404));
    expect(answer.status).toBe(401);
    expect(answer.data).toEqual({
      ok: false,
      message: 'game.save.signIn',
      signInHref: '/auth?redirectTo=%2Fpumpkin%2Fgame',
    });
    expect(await db.$count(gameScores)).toBe(before);
  });

  it('limits how many scores one player saves, saying how long to wait', async () => {
    process.env.RATE_LIMIT_GAME_SCORE_PLAYER = '2/3600';
    resetEnvCache();
    const player = await signUpPerson('pumpkin-busy');
    for (const seed of [501, 502]) expect((await save(player.jar, seasonOf(seed))).status).toBe(200);
    const limited = await save(player.jar, seasonOf(503));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(limited.data).toEqual({ ok: false, message: 'game.save.tooMany', messageVars: { count: '60' } });
    expect(await scoresOf(player)).toHaveLength(2);
    // Another player is not held up by it.
    const other = await signUpPerson('pumpkin-other');
    expect((await save(other.jar, seasonOf(504))).status).toBe(200);
  });
});

describe("the week's leaderboard", () => {
  it("ranks each player's best of the week, the earlier of equal scores first, and adds the reader's own place below the top ten", async () => {
    // A week of its own, so the scores saved by the tests above are not on it.
    const monday = '2031-03-03';
    const now = new Date('2031-03-05T12:00:00Z');
    const players: Person[] = [];
    for (let index = 0; index < 12; index++) players.push(await signUpPerson(`board${index}`));
    const at = (minutes: number) => new Date(Date.parse('2031-03-03T08:00:00Z') + minutes * 60_000);
    await db.insert(gameScores).values([
      // Players 0 to 11 score 1200, 1150, … 650; player 0 also has a lower season, player 1 a
      // higher one the week before (not this week's).
      ...players.map((player, index) => ({
        userId: player.id,
        game: GAME_ID,
        score: 1200 - index * 50,
        seed: 1000 + index,
        moves: 'n',
        playedAt: at(index),
        weekStart: monday,
      })),
      { userId: players[0]?.id ?? '', game: GAME_ID, score: 300, seed: 2000, moves: 'n', playedAt: at(30), weekStart: monday },
      {
        userId: players[1]?.id ?? '',
        game: GAME_ID,
        score: 4000,
        seed: 3000,
        moves: 'n',
        playedAt: new Date('2031-03-02T23:59:00Z'),
        weekStart: '2031-02-24',
      },
      // Player 3 ties player 2 later in the week: the earlier 1100 stays ahead.
      { userId: players[3]?.id ?? '', game: GAME_ID, score: 1100, seed: 4000, moves: 'n', playedAt: at(60), weekStart: monday },
    ]);

    const board = await findWeeklyLeaderboard({ now });
    expect(board.weekStart).toBe(monday);
    expect(board.rows.map((row) => [row.place, row.score])).toEqual([
      [1, 1200],
      [2, 1150],
      [3, 1100],
      [4, 1100],
      [5, 1000],
      [6, 950],
      [7, 900],
      [8, 850],
      [9, 800],
      [10, 750],
    ]);
    expect(board.rows.every((row) => row.name === 'Sam S.' && !row.isYou)).toBe(true);

    const lowest = players[11] as Person;
    const withReader = await findWeeklyLeaderboard({ now, userId: lowest.id });
    expect(withReader.rows).toHaveLength(11);
    expect(withReader.rows.at(-1)).toEqual({ place: 12, name: 'Sam S.', score: 650, isYou: true });
    // The week before is a board of its own.
    const earlier = await findWeeklyLeaderboard({ now: new Date('2031-03-02T12:00:00Z') });
    expect(earlier.rows.map((row) => row.score)).toEqual([4000]);
  });
});
