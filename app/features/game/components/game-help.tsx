import { useTranslation } from '~/i18n/use-translation';
import { ACTIONS } from '../pumpkin-patch';

/** The keys and how to play, always on the page. */
export function GameHelp() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="game-keys" className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="game-keys" className="font-serif text-xl font-bold text-stone-900">
          {t('game.keys.title')}
        </h2>
        <ul className="mt-3 space-y-1.5 text-stone-800">
          <li>{t('game.keys.actions')}</li>
          <li>{t('game.keys.endWeek')}</li>
          <li>{t('game.keys.pause')}</li>
          <li>{t('game.keys.pointer')}</li>
        </ul>
        <ol className="mt-3 grid grid-cols-1 gap-1 text-sm text-stone-700 sm:grid-cols-2">
          {ACTIONS.map((action, index) => (
            <li key={action}>
              <kbd className="me-1.5 rounded border border-stone-300 px-1.5 text-xs">{index + 1}</kbd>
              <span className="font-semibold text-stone-900">{t(`game.actions.${action}`)}</span>:{' '}
              {t(`game.actionHints.${action}`)}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="game-how" className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="game-how" className="font-serif text-xl font-bold text-stone-900">
          {t('game.howTo.title')}
        </h2>
        <p className="mt-3 text-stone-800">{t('game.howTo.goal')}</p>
        <p className="mt-3 text-stone-800">{t('game.howTo.score')}</p>
      </section>
    </div>
  );
}
