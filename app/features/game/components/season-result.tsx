import type { RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Play, Sun } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { type GameState, scoreOf } from '../pumpkin-patch';
import { SaveScore } from './save-score';

/** The score, how it adds up, saving it (or signing in to), and another season. */
export function SeasonResult({
  game,
  headingRef,
  isSignedIn,
  signInHref,
  onPlayAgain,
}: {
  game: GameState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  isSignedIn: boolean;
  signInHref: string;
  onPlayAgain: (seed?: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const score = scoreOf(game);
  const kilograms = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const points = (value: number) => t('game.result.points', { points: value });
  const harvest = [
    t('game.result.ripe', { count: score.ripe, kg: kilograms.format(score.ripeGrams / 1000) }),
    ...(score.unripe > 0 ? [t('game.result.unripe', { count: score.unripe })] : []),
    ...(score.spoiled > 0 ? [t('game.result.spoiled', { count: score.spoiled })] : []),
  ];
  return (
    <div className="rounded-2xl border-2 border-brand-700 bg-brand-50 p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-bold text-stone-900 outline-none">
        {t('game.result.title')}
      </h3>
      <p className="mt-1 text-stone-700">{t(`game.result.why.${game.endReason ?? 'season'}`)}</p>
      <p className="mt-3 flex items-center gap-2 font-serif text-3xl font-bold text-brand-900" data-testid="season-score">
        <Sun aria-hidden className="size-7 text-amber-600" />
        {t('game.result.score', { score: score.total })}
      </p>
      <h4 className="mt-4 text-sm font-semibold text-stone-900">{t('game.result.breakdown')}</h4>
      <dl className="mt-2 divide-y divide-brand-100 text-sm">
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-800">
            {t('game.result.harvest')}
            {harvest.map((line) => (
              <span key={line} className="block text-stone-600">
                {line}
              </span>
            ))}
          </dt>
          <dd className="shrink-0 font-semibold tabular-nums text-stone-900">{points(score.harvestPoints)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-800">{t('game.result.cureBonus')}</dt>
          <dd className="shrink-0 font-semibold tabular-nums text-stone-900">{points(score.cureBonus)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-800">{t('game.result.careBonus')}</dt>
          <dd className="shrink-0 font-semibold tabular-nums text-stone-900">{points(score.careBonus)}</dd>
        </div>
      </dl>
      <div className="mt-5">
        {isSignedIn ? (
          <SaveScore season={{ seed: game.seed, moves: game.moves, score: score.total }} />
        ) : (
          <div className="space-y-1">
            <Link to={signInHref} className={buttonClass('primary', 'md', 'min-h-11')}>
              {t('game.save.signInLink')}
            </Link>
            <p className="text-sm text-stone-700">{t('game.save.kept')}</p>
          </div>
        )}
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => onPlayAgain()} className={buttonClass('secondary', 'md', 'min-h-11')}>
          <Play aria-hidden className="size-5" />
          {t('game.playAgain')}
        </button>
        <button type="button" onClick={() => onPlayAgain(game.seed)} className={buttonClass('ghost', 'md', 'min-h-11')}>
          {t('game.replaySeason')}
        </button>
      </div>
    </div>
  );
}
