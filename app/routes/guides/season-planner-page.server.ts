import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { planInputOf, planQuerySchema, planSearchParams } from '~/features/planner/planner.schema';
import { findSavedPlans } from '~/features/planner/saved-plans.server';
import { planSeason } from '~/features/planner/season-plan';
import { ZONES } from '~/features/planner/zones';
import { pageSeo } from '~/features/seo/seo.server';
import { fieldErrorsOf } from '~/utils/form-result';
import { findRelatedLinks, guideFaqAndData } from './guide-page.server';

/** The fields of the plan form, as the address gives them (the form shows them back as typed). */
export type PlanFormValues = { zone: string; lastFrost: string; hemisphere: string };

/** The plan the address asks for, or why it cannot be made: read by the page and the calendar export alike. */
export function readPlanQuery(url: URL, today: Date) {
  const values: PlanFormValues = {
    zone: url.searchParams.get('zone') ?? '',
    lastFrost: url.searchParams.get('lastFrost') ?? '',
    hemisphere: url.searchParams.get('hemisphere') ?? 'north',
  };
  const asked = ['zone', 'lastFrost', 'hemisphere'].some((name) => url.searchParams.has(name));
  if (!asked) return { values, asked, plan: null, fieldErrors: {}, search: '' };
  const parsed = planQuerySchema.safeParse(values);
  if (!parsed.success) return { values, asked, plan: null, fieldErrors: fieldErrorsOf(parsed.error), search: '' };
  return {
    values,
    asked,
    plan: planSeason(planInputOf(parsed.data), today),
    fieldErrors: {},
    search: planSearchParams(parsed.data).toString(),
  };
}

/**
 * What /season-planner shows: the planner (the plan the address asks for), the zone table, the
 * member's saved plans, and the season-planning guide below it.
 */
export async function seasonPlannerPage(request: Request, userId: string | null, today = new Date()) {
  const query = readPlanQuery(new URL(request.url), today);
  const [document, savedPlans] = await Promise.all([
    requireContentDocument('guides', 'season-planner'),
    userId ? findSavedPlans({ userId }) : null,
  ]);
  const [related, { faq, jsonLd }] = await Promise.all([findRelatedLinks(document.related), guideFaqAndData(document)]);
  const seo = await pageSeo(request, { path: '/season-planner', pageKey: 'season-planner', type: 'article', jsonLd });
  return {
    ...query,
    zones: ZONES,
    savedPlans: savedPlans?.map((plan) => ({
      id: plan.id,
      name: plan.name,
      zone: plan.zone,
      lastFrost: plan.lastFrost,
      hemisphere: plan.hemisphere,
      search: planSearchParams(plan).toString(),
    })),
    isSignedIn: userId !== null,
    article: toArticle(document),
    related,
    faq,
    seo,
  };
}
