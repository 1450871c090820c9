import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why saving a season's score is refused, declared once (issue 34): the code callers branch on,
 * the translation key the page shows and the status /pumpkin/game answers with.
 */
export const gameFailure = defineFailures({
  // The form did not carry a season at all (a seed, moves and a score in their shapes).
  unreadable: { message: 'game.save.invalid', status: 400 },
  // The moves could not have been played from the seed.
  invalid: { message: 'game.save.invalid', status: 422 },
  // The moves do not reach the posted score.
  forged: { message: 'game.save.forged', status: 422 },
  'too-many': { message: 'game.save.tooMany', status: 429 },
});

export type GameFailureCode = FailureCode<typeof gameFailure>;
