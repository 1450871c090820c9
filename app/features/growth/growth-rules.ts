/** The cart reminder's delay after a cart was last changed, in hours (decision 0114): its bounds and its default. */
export const DELAY_HOURS = { min: 1, max: 72, default: 24 } as const;
