import { z } from 'zod';
import { HEMISPHERES, type PlanInput, parseIsoDate } from './season-plan';
import { ZONE_IDS } from './zones';

/*
 * The season planner's two forms (issue 36): the plan itself (a GET form: zone or last-frost
 * date, and hemisphere) and saving it under a name. Messages are translation keys under
 * planner.errors. A last-frost date, when given, takes the place of the zone's dates.
 */

export const PLAN_NAME_MAX = 80;
/** A saved plan per season and bed is plenty; the cap keeps one account from filling the table. */
export const SAVED_PLANS_MAX = 30;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const planFields = {
  zone: optionalText.refine((value) => value === undefined || ZONE_IDS.includes(value), 'planner.errors.zone'),
  lastFrost: optionalText.refine((value) => {
    if (value === undefined) return true;
    const date = parseIsoDate(value);
    return date !== null && date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2100;
  }, 'planner.errors.lastFrost'),
  hemisphere: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : 'north'))
    .pipe(z.enum(HEMISPHERES, { message: 'planner.errors.hemisphere' })),
};

const needsZoneOrDate = (value: { zone?: string; lastFrost?: string }, context: z.RefinementCtx) => {
  if (value.zone === undefined && value.lastFrost === undefined)
    context.addIssue({ code: 'custom', path: ['zone'], message: 'planner.errors.choose' });
};

export const planQuerySchema = z.object(planFields).superRefine(needsZoneOrDate);
export type PlanQuery = z.infer<typeof planQuerySchema>;

export const savePlanSchema = z
  .object({
    ...planFields,
    name: z.string().trim().min(1, 'planner.errors.nameRequired').max(PLAN_NAME_MAX, 'planner.errors.nameTooLong'),
  })
  .superRefine(needsZoneOrDate);

export const deletePlanSchema = z.object({ planId: z.uuid('planner.errors.unknownPlan') });

/** The engine's input for a valid query: the date if there is one, else the zone. */
export function planInputOf(query: { zone?: string; lastFrost?: string; hemisphere: PlanInput['hemisphere'] }): PlanInput {
  if (query.lastFrost) return { kind: 'date', lastFrost: query.lastFrost, hemisphere: query.hemisphere };
  return { kind: 'zone', zone: query.zone ?? '', hemisphere: query.hemisphere };
}

/** The query string that shows a plan (the page's and the calendar's address). */
export function planSearchParams(query: {
  zone?: string | null;
  lastFrost?: string | null;
  hemisphere: string;
}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.lastFrost) params.set('lastFrost', query.lastFrost);
  else if (query.zone) params.set('zone', query.zone);
  params.set('hemisphere', query.hemisphere);
  return params;
}
