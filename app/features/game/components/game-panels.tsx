import {
  Bug,
  Cloud,
  CloudFog,
  CloudLightning,
  CloudRain,
  Droplets,
  HeartPulse,
  type IconComponent,
  Snowflake,
  Sun,
  ThermometerSun,
} from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { type GameState, type Note, ripenessOf, WARM_SOIL_C } from '../pumpkin-patch';

/*
 * The parts of the game screen that only show the state: the week's weather and soil, the
 * gauges, the pumpkins on the vine and the field notes. Everything the drawing shows is said
 * here in words too.
 */

export const WEATHER_ICONS: Record<GameState['weather'], IconComponent> = {
  sunny: Sun,
  hot: ThermometerSun,
  rain: CloudRain,
  storm: CloudLightning,
  cool: Cloud,
  humid: CloudFog,
  frost: Snowflake,
};

const fahrenheit = (celsius: number) => Math.round((celsius * 9) / 5 + 32);

export function moistureWord(moisture: number): 'dry' | 'ok' | 'soggy' {
  if (moisture < 30) return 'dry';
  return moisture > 85 ? 'soggy' : 'ok';
}

export function weedsWord(weeds: number): 'few' | 'some' | 'many' {
  if (weeds <= 30) return 'few';
  return weeds <= 60 ? 'some' : 'many';
}

/** The week's weather and soil temperature, with whether it is warm enough to sow. */
export function WeatherAndSoil({ game, isSowingTime }: { game: GameState; isSowingTime: boolean }) {
  const { t } = useTranslation();
  const Icon = WEATHER_ICONS[game.weather];
  const isWarm = game.soilTempC >= WARM_SOIL_C;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-800">
      <span className="inline-flex items-center gap-1.5 font-semibold">
        <Icon aria-hidden className="size-6 shrink-0 text-sky-800" />
        <span className="sr-only">{t('game.weather.label')}: </span>
        {t(`game.weather.${game.weather}`)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ThermometerSun aria-hidden className="size-5 shrink-0 text-earth-700" />
        {t('game.soil', { c: game.soilTempC, f: fahrenheit(game.soilTempC) })}
        {isSowingTime && (
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              isWarm ? 'bg-brand-50 text-brand-900' : 'bg-sky-50 text-sky-900',
            )}
          >
            {isWarm ? t('game.soilWarm') : t('game.soilCold')}
          </span>
        )}
      </span>
    </div>
  );
}

function Gauge({
  icon: Icon,
  label,
  value,
  percent,
  tone,
}: {
  icon: IconComponent;
  label: string;
  value: string;
  percent: number;
  tone: 'good' | 'warn' | 'bad';
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-sm text-stone-700">
        <Icon aria-hidden className="size-5 shrink-0 text-stone-600" />
        {label}
      </dt>
      <dd className="mt-1">
        <span className="block text-sm font-semibold text-stone-900">{value}</span>
        <span aria-hidden className="mt-1 block h-2 overflow-hidden rounded-full bg-stone-200">
          <span
            className={cn(
              'block h-full rounded-full motion-safe:transition-[width] motion-safe:duration-500',
              tone === 'good' ? 'bg-brand-600' : tone === 'warn' ? 'bg-amber-500' : 'bg-red-600',
            )}
            style={{ width: `${Math.max(4, Math.min(100, percent))}%` }}
          />
        </span>
      </dd>
    </div>
  );
}

/** Soil moisture, weeds, vine health, squash bugs and mildew, as words and bars. */
export function Gauges({ game }: { game: GameState }) {
  const { t } = useTranslation();
  const moisture = moistureWord(game.moisture);
  const weeds = weedsWord(game.weeds);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-5">
      <Gauge
        icon={Droplets}
        label={t('game.meters.moisture')}
        value={`${t(`game.moisture.${moisture}`)}${game.isMulched ? ` · ${t('game.mulched')}` : ''}`}
        percent={game.moisture}
        tone={moisture === 'ok' ? 'good' : 'bad'}
      />
      <Gauge
        icon={Sprig}
        label={t('game.meters.weeds')}
        value={t(`game.weeds.${weeds}`)}
        percent={game.weeds}
        tone={weeds === 'few' ? 'good' : weeds === 'some' ? 'warn' : 'bad'}
      />
      <Gauge
        icon={HeartPulse}
        label={t('game.meters.health')}
        value={game.vines > 0 ? t('game.health.value', { percent: game.health }) : t('game.health.none')}
        percent={game.vines > 0 ? game.health : 0}
        tone={game.health >= 70 ? 'good' : game.health >= 40 ? 'warn' : 'bad'}
      />
      <Gauge
        icon={Bug}
        label={t('game.meters.bugs')}
        value={t(`game.bugLevels.${game.bugs}`)}
        percent={(game.bugs / 3) * 100}
        tone={game.bugs === 0 ? 'good' : game.bugs === 1 ? 'warn' : 'bad'}
      />
      <Gauge
        icon={Snowflake}
        label={t('game.meters.mildew')}
        value={t(`game.mildewLevels.${game.mildew}`)}
        percent={(game.mildew / 3) * 100}
        tone={game.mildew === 0 ? 'good' : game.mildew === 1 ? 'warn' : 'bad'}
      />
    </dl>
  );
}

/** A small weed, for the weeds gauge (lucide has no weed). */
function Sprig({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={className}
    >
      <path d="M12 21V11M12 14c-3 0-6-2-7-6 4 0 6 2 7 6zM12 11c0-4 2-7 6-8 0 4-2 7-6 8z" />
    </svg>
  );
}

/** The pumpkins on the vine, each with its weight and how ripe it looks, and how many are in. */
export function FruitList({ game }: { game: GameState }) {
  const { t, i18n } = useTranslation();
  const kilograms = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="text-sm text-stone-800">
      <h3 className="font-semibold text-stone-900">{t('game.fruit.title')}</h3>
      {game.fruits.length === 0 ? (
        game.harvested.length === 0 && <p className="mt-1 text-stone-600">{t('game.fruit.none')}</p>
      ) : (
        <ul className="mt-1 space-y-0.5">
          {game.fruits.map((fruit, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pumpkins keep their places on the vine
            <li key={index} className="flex items-center gap-2">
              <span
                aria-hidden
                className={cn(
                  'inline-block size-3 shrink-0 rounded-full',
                  { green: 'bg-lime-700', colouring: 'bg-amber-500', ripe: 'bg-orange-600', frosted: 'bg-stone-400' }[
                    ripenessOf(fruit)
                  ],
                )}
              />
              {t('game.fruit.item', {
                kg: kilograms.format(fruit.grams / 1000),
                ripeness: t(`game.fruit.${ripenessOf(fruit)}`),
              })}
            </li>
          ))}
        </ul>
      )}
      {game.harvested.length > 0 && (
        <p className="mt-1 font-semibold text-brand-900">{t('game.fruit.harvested', { count: game.harvested.length })}</p>
      )}
    </div>
  );
}

/** The message of a note, with its values (counts pick the plural form). */
export function noteText(t: ReturnType<typeof useTranslation>['t'], note: Note): string {
  return t(`game.notes.${note.key}`, note.vars ?? {});
}

/** What happened, newest first, each with the growing fact behind it. */
export function FieldNotes({ log }: { log: Note[] }) {
  const { t } = useTranslation();
  const recent = log.slice(-8).reverse();
  return (
    <section aria-labelledby="field-notes" className="rounded-2xl border border-stone-200 bg-earth-50 p-4">
      <h3 id="field-notes" className="font-serif text-lg font-bold text-stone-900">
        {t('game.notes.title')}
      </h3>
      <ol className="mt-3 space-y-3">
        {recent.map((note, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; position from the end is stable enough
            key={`${log.length - index}`}
            className={cn(
              'border-s-4 ps-3',
              note.tone === 'good' ? 'border-brand-500' : note.tone === 'bad' ? 'border-red-500' : 'border-stone-300',
            )}
          >
            <p className="text-sm">
              <span className="font-semibold text-stone-600">{t('game.notes.weekHeading', { week: note.week })}: </span>
              <span className="font-medium text-stone-900">{noteText(t, note)}</span>
            </p>
            {note.fact && (
              <p className="mt-1 text-sm text-stone-700">
                <span className="font-semibold text-earth-700">{t('game.notes.factLabel')} </span>
                {t(`game.facts.${note.fact}`)}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
