import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { GameHelp } from '~/features/game/components/game-help';
import { GameScores } from '~/features/game/components/game-scores';
import { PumpkinGame } from '~/features/game/components/pumpkin-game';
import { gameFailure } from '~/features/game/failures';
import { savedSeasonSchema } from '~/features/game/game.schema';
import {
  findBestScores,
  findWeeklyLeaderboard,
  GAME_MESSAGES,
  playerLimitKey,
  saveSeasonScore,
} from '~/features/game/scores.server';
import { checkRateLimits, retryAfterMinutes } from '~/features/security/rate-limit.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import type { Route } from './+types/pumpkin-game';

const SIGN_IN_HREF = `/auth?${new URLSearchParams({ [REDIRECT_PARAM]: '/pumpkin/game' })}`;

/** A button's answer; a visitor's also says where to sign in. */
type SaveAnswer = ActionAnswer & { signInHref?: string };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/pumpkin/game');
  const [leaderboard, best, seo] = await Promise.all([
    findWeeklyLeaderboard({ userId: user?.id }),
    user ? findBestScores({ userId: user.id }) : null,
    pageSeo(request, { path: '/pumpkin/game', pageKey: 'pumpkin-game' }),
  ]);
  return { leaderboard, best, isSignedIn: user !== null, signInHref: SIGN_IN_HREF, seo };
}

/**
 * Saves a finished season for a signed-in player. The browser posts the seed, the moves and the
 * score it worked out; the server replays the moves and saves only the score it reaches itself.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/pumpkin/game');
  if (!user) return data<SaveAnswer>({ ok: false, message: GAME_MESSAGES.signIn, signInHref: SIGN_IN_HREF }, { status: 401 });
  const read = await readForm(request);
  if (!read.ok) return data<SaveAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const parsed = savedSeasonSchema.safeParse({
    seed: textField(read.form, 'seed'),
    moves: textField(read.form, 'moves'),
    score: textField(read.form, 'score'),
  });
  if (!parsed.success) {
    const unreadable = gameFailure('unreadable');
    return data<SaveAnswer>({ ok: false, message: unreadable.message }, { status: unreadable.status });
  }
  const limit = await checkRateLimits(request, [{ name: 'game-score-player', key: playerLimitKey(user.id) }], {
    userId: user.id,
  });
  if (!limit.ok) {
    const tooMany = gameFailure('too-many', { vars: { count: String(retryAfterMinutes(limit.retryAfterSeconds)) } });
    return data<SaveAnswer>(
      { ok: false, message: tooMany.message, messageVars: tooMany.messageVars },
      { status: tooMany.status, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const saved = await saveSeasonScore({ actor: user, season: parsed.data });
  if (!saved.ok) return data<SaveAnswer>({ ok: false, message: saved.message }, { status: saved.status });
  return data<SaveAnswer>({ ok: true, message: saved.message, messageVars: saved.messageVars });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function PumpkinGamePage({ loaderData }: Route.ComponentProps) {
  const { leaderboard, best, isSignedIn, signInHref } = loaderData;
  return (
    <AreaPage pageKey="pumpkin-game" area="learn">
      <PumpkinGame isSignedIn={isSignedIn} signInHref={signInHref} />
      <GameScores leaderboard={leaderboard} best={best} isSignedIn={isSignedIn} signInHref={signInHref} />
      <GameHelp />
    </AreaPage>
  );
}
