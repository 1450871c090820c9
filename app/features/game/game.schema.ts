import { z } from 'zod';
import { MAX_MOVES, MAX_SCORE, MAX_SEED, MOVES_PATTERN } from './pumpkin-patch';

/**
 * A finished season posted for saving: its seed, its moves and the score the browser worked
 * out. The server replays the moves before believing the score (scores.server.ts). Messages are
 * translation keys.
 */
export const savedSeasonSchema = z.object({
  seed: z.coerce
    .number({ message: 'game.save.invalid' })
    .int('game.save.invalid')
    .min(1, 'game.save.invalid')
    .max(MAX_SEED, 'game.save.invalid'),
  moves: z.string().max(MAX_MOVES, 'game.save.invalid').regex(MOVES_PATTERN, 'game.save.invalid'),
  score: z.coerce
    .number({ message: 'game.save.invalid' })
    .int('game.save.invalid')
    .min(0, 'game.save.invalid')
    .max(MAX_SCORE, 'game.save.invalid'),
});

export type SavedSeason = z.infer<typeof savedSeasonSchema>;
