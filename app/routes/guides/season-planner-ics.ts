import { requireAccess } from '~/features/accounts/guard.server';
import { seasonPlanCalendar } from '~/features/planner/plan-calendar';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/season-planner-ics';
import { readPlanQuery } from './season-planner-page.server';

/**
 * The plan of /season-planner's address as a calendar file: one all-day event per crop and
 * action, for the season the page shows. A query the planner cannot read is a 400 that says
 * which field, in words (the page itself shows the same messages beside the fields).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/season-planner.ics');
  const { t } = await getRequestLanguage(request);
  const query = readPlanQuery(new URL(request.url), new Date());
  if (!query.plan) {
    const messages = Object.values(query.fieldErrors).map((key) => t(key ?? ''));
    return new Response(`${(messages.length > 0 ? messages : [t('planner.errors.choose')]).join('\n')}\n`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { plan } = query;
  const site = getSiteConfig();
  const planUrl = new URL(`/season-planner?${query.search}`, site.url).toString();
  const body = seasonPlanCalendar(plan, {
    host: new URL(site.url).host,
    planUrl,
    calendarName: t(plan.zone ? 'planner.ics.nameZone' : 'planner.ics.nameDate', {
      siteName: site.name,
      zone: plan.zone ?? '',
      date: plan.lastFrost,
    }),
    wording: (crop, action) => ({
      title: t(`planner.ics.${action}`, { crop: t(`planner.crops.${crop}`) }),
      description: t('planner.ics.description', { lastFrost: plan.lastFrost, firstFrost: plan.firstFrost }),
    }),
  });
  const name = plan.zone
    ? `season-plan-zone-${plan.zone}-${plan.hemisphere}`
    : `season-plan-${plan.lastFrost}-${plan.hemisphere}`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.ics"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
