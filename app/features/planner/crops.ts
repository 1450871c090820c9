/*
 * When to sow, transplant and harvest about forty crops, in weeks from the average last spring
 * frost (`last`) or first autumn frost (`first`): a window `[from, to]` runs from the start of
 * week `from` to the end of week `to` (week 0 is the frost date's own week; -8 is eight weeks
 * before it). The figures are deliberately conservative (later for tender crops, no sowing into
 * cold soil) and follow the common seed-packet and extension-service practice for temperate
 * gardens (decision 0080). `isTender`: killed by frost, so its harvest ends at the first frost.
 */

export const ACTIONS = ['sowIndoors', 'sowOutdoors', 'transplant', 'harvest'] as const;
export type CropAction = (typeof ACTIONS)[number];
export type FrostAnchor = 'last' | 'first';

export type CropWindow = { action: CropAction; anchor: FrostAnchor; from: number; to: number };
export type Crop = { id: string; isTender: boolean; windows: readonly CropWindow[] };

const w = (action: CropAction, anchor: FrostAnchor, from: number, to: number): CropWindow => ({ action, anchor, from, to });

/** Spring sowings of a hardy crop and, optionally, its autumn ones (relative to the first frost). */
export const CROPS: readonly Crop[] = [
  // Tender, warm-season crops: planted out only once frost is past and the soil has warmed.
  {
    id: 'tomato',
    isTender: true,
    windows: [w('sowIndoors', 'last', -8, -6), w('transplant', 'last', 1, 3), w('harvest', 'last', 10, 16)],
  },
  {
    id: 'sweet-pepper',
    isTender: true,
    windows: [w('sowIndoors', 'last', -10, -8), w('transplant', 'last', 2, 4), w('harvest', 'last', 11, 18)],
  },
  {
    id: 'chilli',
    isTender: true,
    windows: [w('sowIndoors', 'last', -10, -8), w('transplant', 'last', 2, 4), w('harvest', 'last', 12, 20)],
  },
  {
    id: 'aubergine',
    isTender: true,
    windows: [w('sowIndoors', 'last', -10, -8), w('transplant', 'last', 2, 4), w('harvest', 'last', 12, 18)],
  },
  {
    id: 'cucumber',
    isTender: true,
    windows: [
      w('sowIndoors', 'last', -4, -3),
      w('sowOutdoors', 'last', 1, 3),
      w('transplant', 'last', 1, 3),
      w('harvest', 'last', 8, 14),
    ],
  },
  {
    id: 'courgette',
    isTender: true,
    windows: [
      w('sowIndoors', 'last', -4, -3),
      w('sowOutdoors', 'last', 1, 3),
      w('transplant', 'last', 1, 3),
      w('harvest', 'last', 7, 14),
    ],
  },
  {
    id: 'winter-squash',
    isTender: true,
    windows: [
      w('sowIndoors', 'last', -4, -3),
      w('sowOutdoors', 'last', 2, 3),
      w('transplant', 'last', 2, 3),
      w('harvest', 'last', 14, 18),
    ],
  },
  {
    id: 'pumpkin',
    isTender: true,
    windows: [
      w('sowIndoors', 'last', -4, -3),
      w('sowOutdoors', 'last', 2, 3),
      w('transplant', 'last', 2, 3),
      w('harvest', 'last', 15, 19),
    ],
  },
  {
    id: 'melon',
    isTender: true,
    windows: [w('sowIndoors', 'last', -4, -3), w('transplant', 'last', 2, 4), w('harvest', 'last', 12, 16)],
  },
  {
    id: 'watermelon',
    isTender: true,
    windows: [w('sowIndoors', 'last', -4, -3), w('transplant', 'last', 2, 4), w('harvest', 'last', 13, 17)],
  },
  { id: 'sweet-corn', isTender: true, windows: [w('sowOutdoors', 'last', 1, 3), w('harvest', 'last', 11, 14)] },
  { id: 'bush-bean', isTender: true, windows: [w('sowOutdoors', 'last', 1, 6), w('harvest', 'last', 8, 14)] },
  { id: 'climbing-bean', isTender: true, windows: [w('sowOutdoors', 'last', 2, 4), w('harvest', 'last', 10, 16)] },
  {
    id: 'basil',
    isTender: true,
    windows: [w('sowIndoors', 'last', -6, -4), w('transplant', 'last', 2, 3), w('harvest', 'last', 8, 16)],
  },
  {
    id: 'okra',
    isTender: true,
    windows: [w('sowIndoors', 'last', -6, -4), w('transplant', 'last', 3, 5), w('harvest', 'last', 12, 18)],
  },
  { id: 'sweet-potato', isTender: true, windows: [w('transplant', 'last', 3, 5), w('harvest', 'last', 16, 20)] },
  { id: 'sunflower', isTender: true, windows: [w('sowOutdoors', 'last', 0, 3), w('harvest', 'last', 10, 14)] },
  // Hardy and half-hardy crops: sown around the last frost, many again for autumn.
  {
    id: 'lettuce',
    isTender: false,
    windows: [
      w('sowIndoors', 'last', -6, -4),
      w('sowOutdoors', 'last', -4, 2),
      w('transplant', 'last', -3, 0),
      w('harvest', 'last', 3, 9),
      w('sowOutdoors', 'first', -10, -6),
      w('harvest', 'first', -5, 0),
    ],
  },
  {
    id: 'spinach',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -6, -3),
      w('harvest', 'last', 1, 5),
      w('sowOutdoors', 'first', -8, -5),
      w('harvest', 'first', -3, 2),
    ],
  },
  { id: 'pea', isTender: false, windows: [w('sowOutdoors', 'last', -6, -3), w('harvest', 'last', 6, 10)] },
  { id: 'broad-bean', isTender: false, windows: [w('sowOutdoors', 'last', -8, -4), w('harvest', 'last', 8, 12)] },
  {
    id: 'radish',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -5, 1),
      w('harvest', 'last', -1, 5),
      w('sowOutdoors', 'first', -6, -3),
      w('harvest', 'first', -3, 0),
    ],
  },
  {
    id: 'carrot',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -3, 2),
      w('harvest', 'last', 8, 14),
      w('sowOutdoors', 'first', -12, -10),
      w('harvest', 'first', -2, 4),
    ],
  },
  {
    id: 'beetroot',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -3, 2),
      w('harvest', 'last', 6, 12),
      w('sowOutdoors', 'first', -10, -8),
      w('harvest', 'first', -2, 2),
    ],
  },
  { id: 'parsnip', isTender: false, windows: [w('sowOutdoors', 'last', -3, 0), w('harvest', 'first', 0, 8)] },
  {
    id: 'onion',
    isTender: false,
    windows: [w('sowIndoors', 'last', -12, -10), w('transplant', 'last', -4, -2), w('harvest', 'last', 14, 18)],
  },
  { id: 'onion-sets', isTender: false, windows: [w('sowOutdoors', 'last', -4, -2), w('harvest', 'last', 12, 16)] },
  {
    id: 'leek',
    isTender: false,
    windows: [w('sowIndoors', 'last', -12, -10), w('transplant', 'last', 0, 4), w('harvest', 'first', -4, 6)],
  },
  // Garlic goes in before winter and is lifted the next summer.
  { id: 'garlic', isTender: false, windows: [w('sowOutdoors', 'first', -6, -2), w('harvest', 'last', 8, 12)] },
  {
    id: 'cabbage',
    isTender: false,
    windows: [
      w('sowIndoors', 'last', -8, -6),
      w('transplant', 'last', -4, -2),
      w('harvest', 'last', 8, 12),
      w('sowIndoors', 'first', -18, -16),
      w('transplant', 'first', -12, -10),
      w('harvest', 'first', -2, 4),
    ],
  },
  {
    id: 'broccoli',
    isTender: false,
    windows: [
      w('sowIndoors', 'last', -8, -6),
      w('transplant', 'last', -3, -1),
      w('harvest', 'last', 7, 10),
      w('sowIndoors', 'first', -16, -14),
      w('transplant', 'first', -12, -10),
      w('harvest', 'first', -4, 0),
    ],
  },
  {
    id: 'cauliflower',
    isTender: false,
    windows: [
      w('sowIndoors', 'last', -8, -6),
      w('transplant', 'last', -2, 0),
      w('harvest', 'last', 8, 12),
      w('sowIndoors', 'first', -18, -16),
      w('transplant', 'first', -13, -11),
      w('harvest', 'first', -3, 1),
    ],
  },
  {
    id: 'kale',
    isTender: false,
    windows: [
      w('sowIndoors', 'last', -6, -4),
      w('transplant', 'last', -3, -1),
      w('harvest', 'last', 4, 12),
      w('sowOutdoors', 'first', -12, -8),
      w('harvest', 'first', -4, 8),
    ],
  },
  {
    id: 'brussels-sprouts',
    isTender: false,
    windows: [w('sowIndoors', 'last', -6, -4), w('transplant', 'last', 0, 2), w('harvest', 'first', -2, 8)],
  },
  {
    id: 'kohlrabi',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -4, 0),
      w('harvest', 'last', 4, 8),
      w('sowOutdoors', 'first', -10, -8),
      w('harvest', 'first', -3, 0),
    ],
  },
  { id: 'chard', isTender: false, windows: [w('sowOutdoors', 'last', -2, 2), w('harvest', 'last', 6, 20)] },
  {
    id: 'turnip',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -4, -1),
      w('harvest', 'last', 4, 7),
      w('sowOutdoors', 'first', -9, -7),
      w('harvest', 'first', -3, 2),
    ],
  },
  { id: 'potato', isTender: false, windows: [w('sowOutdoors', 'last', -3, 0), w('harvest', 'last', 10, 16)] },
  {
    id: 'celery',
    isTender: false,
    windows: [w('sowIndoors', 'last', -12, -10), w('transplant', 'last', 1, 3), w('harvest', 'last', 14, 18)],
  },
  {
    id: 'parsley',
    isTender: false,
    windows: [w('sowIndoors', 'last', -10, -8), w('transplant', 'last', -2, 1), w('harvest', 'last', 6, 20)],
  },
  {
    id: 'coriander',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -2, 1),
      w('harvest', 'last', 4, 8),
      w('sowOutdoors', 'first', -8, -6),
      w('harvest', 'first', -4, 0),
    ],
  },
  { id: 'dill', isTender: false, windows: [w('sowOutdoors', 'last', 0, 2), w('harvest', 'last', 6, 10)] },
  {
    id: 'rocket',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -4, 0),
      w('harvest', 'last', 1, 5),
      w('sowOutdoors', 'first', -6, -4),
      w('harvest', 'first', -3, 0),
    ],
  },
  {
    id: 'pak-choi',
    isTender: false,
    windows: [
      w('sowOutdoors', 'last', -4, -2),
      w('harvest', 'last', 1, 4),
      w('sowOutdoors', 'first', -8, -6),
      w('harvest', 'first', -3, 0),
    ],
  },
];
