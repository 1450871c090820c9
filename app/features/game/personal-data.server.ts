import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { gameScores } from '~/db/schema/game';

/** A player's saved game scores: theirs alone, exported with the season behind each and deleted with the account. */
export const gamePersonalData: PersonalData = {
  domain: 'game',
  tables: { game_scores: 'gameScores' },
  async export(db, person) {
    const gameScoresOf = await db
      .select({
        game: gameScores.game,
        score: gameScores.score,
        seed: gameScores.seed,
        moves: gameScores.moves,
        playedAt: gameScores.playedAt,
        weekStart: gameScores.weekStart,
      })
      .from(gameScores)
      .where(eq(gameScores.userId, person.id))
      .orderBy(asc(gameScores.playedAt));
    return { gameScores: gameScoresOf };
  },
  async erase(tx, person) {
    await tx.delete(gameScores).where(eq(gameScores.userId, person.id));
  },
};
