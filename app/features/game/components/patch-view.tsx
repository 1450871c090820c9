import { type GameState, ripenessOf, type Stage, stageOf } from '../pumpkin-patch';

/*
 * The patch, drawn: sky by the week's weather, soil darker as it gets wetter, straw when mulched,
 * weeds, three hills of vines by their stage, flowers, bugs, mildew and the pumpkins by size and
 * ripeness. Decorative for assistive technology: the page says all of it in words beside it
 * (the figure's label, the gauges and the field notes). Movement (falling rain, crawling bugs) is
 * only drawn when the reader has not asked for reduced motion.
 */

const HILL_X = [70, 200, 330] as const;
const WIDTH = 400;
const HEIGHT = 170;
const SOIL_TOP = 92;

const SKY: Record<GameState['weather'], string> = {
  sunny: '#dbeafe',
  hot: '#fde68a',
  rain: '#cbd5e1',
  storm: '#94a3b8',
  cool: '#e2e8f0',
  humid: '#e7e5e4',
  frost: '#f1f5f9',
};

function soilColour(moisture: number): string {
  if (moisture < 25) return '#c9a27e';
  if (moisture < 45) return '#a47551';
  if (moisture <= 85) return '#7c5236';
  return '#5b3b24';
}

const RIPENESS_FILL = { green: '#6b8e23', colouring: '#d9901e', ripe: '#e2661b', frosted: '#8a7f70' } as const;

/** How big the leaves of a vine are at each stage (0: none). */
const LEAF_SIZE: Record<Stage, number> = {
  bare: 0,
  sown: 0,
  seedling: 6,
  vining: 12,
  'male-flowers': 16,
  'female-flowers': 19,
  fruiting: 22,
  dead: 14,
};

/** Fixed spots for weeds, so they do not jump about from week to week. */
const WEED_SPOTS = [
  [20, 130],
  [130, 150],
  [260, 122],
  [375, 158],
  [110, 116],
  [240, 164],
  [300, 140],
  [40, 162],
  [165, 128],
] as const;

export function PatchView({ game, label }: { game: GameState; label: string }) {
  const stage = stageOf(game);
  const leaf = LEAF_SIZE[stage];
  const isDead = stage === 'dead';
  const leafFill = isDead ? '#7c6a4f' : '#3f8f3a';
  const leafDark = isDead ? '#5f513c' : '#2d6e2a';
  const hills = stage === 'sown' || stage === 'bare' ? 0 : Math.max(game.vines, isDead ? 3 : 0);
  const weedCount = Math.min(WEED_SPOTS.length, Math.ceil(game.weeds / 12));
  const isRaining = game.weather === 'rain' || game.weather === 'storm';
  return (
    <figure className="overflow-hidden rounded-2xl border border-stone-200">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="block h-auto w-full">
        <rect width={WIDTH} height={SOIL_TOP} fill={SKY[game.weather]} />
        {(game.weather === 'sunny' || game.weather === 'hot') && (
          <circle cx="350" cy="32" r={game.weather === 'hot' ? 22 : 17} fill={game.weather === 'hot' ? '#f59e0b' : '#facc15'} />
        )}
        {(isRaining || game.weather === 'cool' || game.weather === 'humid') && (
          <g fill={game.weather === 'storm' ? '#64748b' : '#f8fafc'} opacity="0.95">
            <ellipse cx="90" cy="28" rx="42" ry="14" />
            <ellipse cx="120" cy="20" rx="30" ry="13" />
            <ellipse cx="290" cy="32" rx="38" ry="12" />
          </g>
        )}
        {isRaining && (
          <g stroke="#3b82f6" strokeWidth="2" strokeLinecap="round" className="motion-safe:animate-pulse">
            {[60, 85, 110, 135, 270, 295, 320].map((x, index) => (
              <line key={x} x1={x} y1={46 + (index % 3) * 10} x2={x - 4} y2={56 + (index % 3) * 10} />
            ))}
          </g>
        )}
        {game.weather === 'frost' && (
          <g stroke="#93c5fd" strokeWidth="1.5">
            {[40, 150, 260, 370].map((x) => (
              <g key={x} transform={`translate(${x} 32)`}>
                <line x1="-7" y1="0" x2="7" y2="0" />
                <line x1="0" y1="-7" x2="0" y2="7" />
                <line x1="-5" y1="-5" x2="5" y2="5" />
                <line x1="-5" y1="5" x2="5" y2="-5" />
              </g>
            ))}
          </g>
        )}
        <rect y={SOIL_TOP} width={WIDTH} height={HEIGHT - SOIL_TOP} fill={soilColour(game.moisture)} />
        {game.moisture > 85 && (
          <g fill="#60a5fa" opacity="0.55">
            <ellipse cx="140" cy="158" rx="26" ry="5" />
            <ellipse cx="280" cy="150" rx="20" ry="4" />
          </g>
        )}
        {game.isMulched && (
          <g stroke="#e9c46a" strokeWidth="2" strokeLinecap="round">
            {Array.from({ length: 26 }, (_, index) => {
              const x = 8 + index * 15;
              const y = SOIL_TOP + 6 + (index % 4) * 3;
              return <line key={x} x1={x} y1={y} x2={x + 9} y2={y - 2 + (index % 3)} />;
            })}
          </g>
        )}
        <g stroke="#4d7c0f" strokeWidth="2" strokeLinecap="round" fill="none">
          {WEED_SPOTS.slice(0, weedCount).map(([x, y]) => (
            <path key={`${x}-${y}`} d={`M${x} ${y} l-5 -10 M${x} ${y} l0 -13 M${x} ${y} l5 -10`} />
          ))}
        </g>
        {hills > 1 && leaf >= 12 && (
          <path
            d={`M${HILL_X[0]} ${SOIL_TOP + 10} C ${HILL_X[0] + 40} ${SOIL_TOP + 24}, ${HILL_X[1] - 40} ${SOIL_TOP - 2}, ${HILL_X[1]} ${SOIL_TOP + 10} S ${HILL_X[2] - 40} ${SOIL_TOP + 24}, ${HILL_X[2]} ${SOIL_TOP + 10}`}
            stroke={leafDark}
            strokeWidth="2.5"
            fill="none"
          />
        )}
        {HILL_X.map((x, hill) => (
          <g key={x}>
            <ellipse cx={x} cy={SOIL_TOP + 14} rx="34" ry="9" fill="#00000022" />
            {stage === 'sown' && <circle cx={x} cy={SOIL_TOP + 12} r="3" fill="#f5f5dc" />}
            {hill < hills && leaf > 0 && (
              <g>
                <path
                  d={`M${x} ${SOIL_TOP + 12} q ${leaf} -${leaf} ${leaf * 2} -${leaf / 3}`}
                  stroke={leafDark}
                  strokeWidth="3"
                  fill="none"
                />
                <circle cx={x - leaf * 0.6} cy={SOIL_TOP + 4 - leaf * 0.4} r={leaf * 0.75} fill={leafFill} />
                <circle cx={x + leaf * 0.7} cy={SOIL_TOP + 2 - leaf * 0.5} r={leaf * 0.7} fill={leafDark} />
                {leaf >= 12 && <circle cx={x + leaf * 1.6} cy={SOIL_TOP + 6 - leaf * 0.2} r={leaf * 0.5} fill={leafFill} />}
                {(stage === 'male-flowers' || stage === 'female-flowers') && (
                  <g fill="#facc15" stroke="#ca8a04" strokeWidth="1">
                    <circle cx={x - leaf * 0.2} cy={SOIL_TOP - leaf * 1.05} r="5" />
                    {stage === 'female-flowers' && <circle cx={x + leaf * 1.2} cy={SOIL_TOP - leaf * 0.7} r="5" />}
                  </g>
                )}
                {game.mildew > 0 && (
                  <g fill="#f8fafc" opacity="0.9">
                    {Array.from({ length: game.mildew * 3 }, (_, spot) => (
                      <circle
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative spots
                        key={spot}
                        cx={x - leaf * 0.9 + ((spot * 7) % (leaf * 2))}
                        cy={SOIL_TOP - leaf * 0.3 + ((spot * 5) % leaf) - leaf * 0.5}
                        r="2"
                      />
                    ))}
                  </g>
                )}
                {game.bugs > 0 && (
                  <g fill="#292524" className="motion-safe:animate-pulse">
                    {Array.from({ length: game.bugs * 2 }, (_, bug) => (
                      <ellipse
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative bugs
                        key={bug}
                        cx={x - leaf * 0.5 + bug * 6}
                        cy={SOIL_TOP + 2 - leaf * 0.3 + (bug % 2) * 5}
                        rx="3"
                        ry="2"
                      />
                    ))}
                  </g>
                )}
              </g>
            )}
          </g>
        ))}
        {game.fruits.map((fruit, index) => {
          const x = (HILL_X[index % 3] as number) + (index < 3 ? 24 : -26);
          const radius = Math.min(20, 6 + fruit.grams / 550);
          const fill = RIPENESS_FILL[ripenessOf(fruit)];
          const y = HEIGHT - 6 - radius;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: pumpkins keep their places on the vine
            <g key={index}>
              <ellipse cx={x} cy={y} rx={radius * 1.2} ry={radius} fill={fill} stroke="#00000040" strokeWidth="1" />
              <path
                d={`M${x} ${y - radius} v ${radius * 2} M${x - radius * 0.55} ${y - radius * 0.85} q -${radius * 0.3} ${radius * 0.85} 0 ${radius * 1.7} M${x + radius * 0.55} ${y - radius * 0.85} q ${radius * 0.3} ${radius * 0.85} 0 ${radius * 1.7}`}
                stroke="#00000030"
                fill="none"
              />
              <rect
                x={x - 2}
                y={y - radius - 6}
                width="4"
                height="7"
                rx="1"
                fill={ripenessOf(fruit) === 'ripe' ? '#8b6b3d' : '#4d7c0f'}
              />
            </g>
          );
        })}
        {game.hasFrost && <rect width={WIDTH} height={HEIGHT} fill="#e0f2fe" opacity="0.25" />}
      </svg>
    </figure>
  );
}
