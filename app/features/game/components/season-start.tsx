import { buttonClass } from '~/components/ui/button-styles';
import { Play } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { SPEEDS, type Speed } from '../pumpkin-patch';

/** Before a season: what the game is, the pace to play at, and the start. */
export function SeasonStart({ speed, onSpeed, onStart }: { speed: Speed; onSpeed: (speed: Speed) => void; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-stone-200 bg-earth-50 p-5 sm:p-6">
      <p className="max-w-2xl text-stone-800">{t('game.intro')}</p>
      <fieldset className="mt-5">
        <legend className="font-semibold text-stone-900">{t('game.speed.legend')}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {(Object.keys(SPEEDS) as Speed[]).map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="pace"
                value={option}
                checked={speed === option}
                onChange={() => onSpeed(option)}
                className="size-5 accent-brand-700"
              />
              <span className="text-stone-900">{t(`game.speed.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" onClick={onStart} className={buttonClass('primary', 'lg', 'mt-6 min-h-12')}>
        <Play aria-hidden className="size-5" />
        {t('game.start')}
      </button>
    </div>
  );
}
