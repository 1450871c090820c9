import { MOVE_CODES, scoreOf } from '../../app/features/game/pumpkin-patch';
import { playWell } from '../factories/pumpkin-game';
import { expect, test } from './fixtures';
import { signUpBuyer } from './support/shopper';

/*
 * The pumpkin game (issue 13, /pumpkin/game): a signed-in player plays a whole season with the
 * keyboard (one job by click or tap), pauses and carries on, saves the score and finds it on this
 * week's leaderboard. The season is fixed by its seed (?seed=) and played at the relaxed pace, so
 * the test needs no waiting: the careful gardener's moves from the test factory, pressed as keys,
 * must reach the score the same rules give.
 */

const SEED = 21;
const KEY_OF_CODE = new Map<string, string>([
  ...Object.values(MOVE_CODES).map((code, index) => [code, String(index + 1)] as const),
  ['n', 'n'],
]);

test('play a season with the keyboard, pause and carry on, save the score and see it on the leaderboard', async ({
  page,
  checkA11y,
  hasTouch,
}) => {
  test.setTimeout(90_000);
  const season = playWell(SEED);
  const score = scoreOf(season).total;
  expect(score).toBeGreaterThan(0);

  await signUpBuyer(page, 'pumpkin', { first: 'Pia', last: 'Pumpkin' });
  await page.goto(`/pumpkin/game?seed=${SEED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Pumpkin Game' })).toBeVisible();
  await expect(page.getByText('You have not saved a score yet.')).toBeVisible();
  await checkA11y();

  // A timed pace first: pausing stops the week's clock and the jobs.
  await page.getByLabel('Quick: 7 seconds a week').check();
  await page.getByRole('button', { name: 'Start the season' }).click();
  await expect(page.getByRole('heading', { name: 'Week 1 of 16' })).toBeFocused();
  await page.keyboard.press('p');
  const pause = page.getByRole('button', { name: 'Pause' });
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Paused. Press P, Space or Esc, or the Pause button, to carry on.')).toBeVisible();
  await expect(page.getByTestId('game-announcer')).toHaveText('Game paused.');
  const clock = await page.getByTestId('week-clock').textContent();
  await page.keyboard.press('2');
  await page.waitForTimeout(1_200);
  await expect(page.getByTestId('week-clock')).toHaveText(clock ?? '');
  await expect(page.getByText('3 jobs left this week')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Week 1 of 16' })).toBeVisible();
  await checkA11y();

  // The relaxed pace for the rest: weeks end when the player says so. Carry on with a click or tap.
  await page.getByLabel('Pace').selectOption('relaxed');
  await expect(page.getByText('The week ends when you say so.')).toBeVisible();
  if (hasTouch) await pause.tap();
  else await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('game-announcer')).toHaveText('Game resumed.');

  // The season, move by move: the first job by click or tap, the rest with the keys.
  const [first, ...rest] = season.moves;
  expect(first).toBe('w');
  const water = page.getByRole('button', { name: 'Water', exact: true });
  if (hasTouch) await water.tap();
  else await water.click();
  await expect(page.getByText('2 jobs left this week')).toBeVisible();
  await expect(page.getByTestId('game-announcer')).toHaveText('You watered deeply at the base of the plants.');
  await expect(
    page.getByRole('region', { name: 'Field notes' }).getByText('You watered deeply at the base of the plants.'),
  ).toBeVisible();
  for (const code of rest) await page.keyboard.press(KEY_OF_CODE.get(code) ?? '');

  const result = page.getByRole('heading', { name: 'Season over' });
  await expect(result).toBeFocused();
  await expect(page.getByTestId('season-score')).toHaveText(`Your score: ${score}`);
  await expect(page.getByTestId('game-announcer')).toContainText(`The season is over. Your score is ${score}.`);
  await checkA11y();

  await page.getByRole('button', { name: 'Save my score' }).click();
  await expect(page.getByRole('status').filter({ hasText: `New best score: ${score}!` })).toBeVisible();
  await expect(page.getByTestId('best-score')).toHaveText(String(score));
  const board = page.getByRole('table', { name: "This week's leaderboard" });
  const own = board.getByRole('row').filter({ hasText: '(you)' });
  await expect(own).toContainText('Pia P.');
  await expect(own).toContainText(String(score));
  await checkA11y();
});
