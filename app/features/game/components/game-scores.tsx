import { Link } from 'react-router';
import { Medal, Trophy } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { formatDate } from '~/utils/format-date';
import type { LeaderboardRow } from '../leaderboard';

type GameScoresProps = {
  leaderboard: { weekStart: string; rows: LeaderboardRow[] };
  best: { best: number | null; weekBest: number | null } | null;
  isSignedIn: boolean;
  signInHref: string;
};

/** The player's best score and this week's leaderboard, as the server read them. */
export function GameScores({ leaderboard, best, isSignedIn, signInHref }: GameScoresProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
      <section aria-labelledby="game-best" className="rounded-2xl border border-stone-200 bg-earth-50 p-5">
        <h2 id="game-best" className="flex items-center gap-2 font-serif text-xl font-bold text-stone-900">
          <Trophy aria-hidden className="size-6 text-amber-700" />
          {t('game.scores.best')}
        </h2>
        {!isSignedIn ? (
          <p className="mt-3 text-stone-700">
            <Link to={signInHref} className="font-semibold text-brand-800 underline underline-offset-4">
              {t('game.scores.signedOut')}
            </Link>
          </p>
        ) : best?.best == null ? (
          <p className="mt-3 text-stone-700">{t('game.scores.none')}</p>
        ) : (
          <>
            <p className="mt-2 font-serif text-4xl font-bold text-stone-900" data-testid="best-score">
              {best.best}
            </p>
            <p className="mt-1 text-sm text-stone-600">
              {best.weekBest == null ? t('game.scores.noWeekBest') : t('game.scores.weekBest', { score: best.weekBest })}
            </p>
          </>
        )}
      </section>
      <section aria-labelledby="game-leaderboard" className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="game-leaderboard" className="flex items-center gap-2 font-serif text-xl font-bold text-stone-900">
          <Medal aria-hidden className="size-6 text-brand-800" />
          {t('game.scores.leaderboard')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {t('game.scores.since', { date: formatDate(`${leaderboard.weekStart}T00:00:00Z`, i18n.language) })}
        </p>
        {leaderboard.rows.length === 0 ? (
          <p className="mt-4 text-stone-700">{t('game.scores.empty')}</p>
        ) : (
          <table className="mt-4 w-full text-start text-sm">
            <caption className="sr-only">{t('game.scores.leaderboard')}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="w-16 py-2 text-start font-semibold">
                  {t('game.scores.place')}
                </th>
                <th scope="col" className="py-2 text-start font-semibold">
                  {t('game.scores.player')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('game.scores.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.rows.map((row) => (
                <tr
                  key={row.place}
                  className={cn('border-b border-stone-100 last:border-0', row.isYou && 'bg-brand-50 font-semibold')}
                >
                  <td className="py-2.5 ps-1 tabular-nums">{row.place}</td>
                  <td className="py-2.5" dir="auto">
                    {row.name}
                    {row.isYou && <span className="ms-2 text-brand-800">({t('game.scores.you')})</span>}
                  </td>
                  <td className="py-2.5 pe-1 text-end tabular-nums">{row.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
