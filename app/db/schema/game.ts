import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Saved scores of the learning platform's games (issue 13, /pumpkin/game). A score is saved only
 * after the server has replayed the season from its seed and moves (features/game), so both are
 * kept with it. `week_start` is the Monday (UTC) of the week it was played, for the weekly
 * leaderboard. A person's scores go with their account.
 */
export const gameScores = pgTable(
  'game_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which game (features/game's GAME_ID). */
    game: text('game').notNull(),
    score: integer('score').notNull(),
    /** The season's seed and moves, as replayed when it was saved. */
    seed: integer('seed').notNull(),
    moves: text('moves').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
  },
  (table) => [
    // Saving the same season twice (a second click, a resent form) keeps one row.
    unique('game_scores_one_per_season').on(table.userId, table.game, table.seed, table.moves),
    index('game_scores_week_idx').on(table.game, table.weekStart, table.score.desc()),
    index('game_scores_user_idx').on(table.userId, table.game, table.score.desc()),
    check('game_scores_game_known', sql`${table.game} in ('pumpkin-patch')`),
    check('game_scores_score_range', sql`${table.score} between 0 and 5000`),
    check('game_scores_seed_range', sql`${table.seed} >= 1`),
    check('game_scores_moves_length', sql`char_length(${table.moves}) <= 64`),
    check('game_scores_week_starts_monday', sql`extract(isodow from ${table.weekStart}) = 1`),
  ],
);
