import { countNewMembers } from '~/features/accounts/member-figures.server';
import { fillDays, periodBounds, readPeriod } from '~/features/analytics/period';
import { sourceOfUrl } from '~/features/analytics/roll-up.server';
import { readTraffic } from '~/features/analytics/traffic.server';
import { forumActivity } from '~/features/forum/activity-figures.server';
import { findLearningFigures } from '~/features/learning/learners.server';
import { salesFigures } from '~/features/orders/sales-figures.server';
import { pageSeo } from '~/features/seo/seo.server';
import type { Actor } from '~/utils/actor';
import { getEnv } from '~/utils/env.server';

/*
 * The analytics screen (decision 0109), at /analytics and at /creator-hub/analytics alike: over
 * the period the address asks for (`?days=`), the traffic (the page views' roll-up), the sales,
 * the members, learning and the forum, each read by its own domain for the acting admin, all at
 * once. The days are UTC days.
 */

const ANALYTICS_PAGES = {
  '/analytics': 'analytics',
  '/creator-hub/analytics': 'creator-hub-analytics',
} as const;

/** The screen's data for the admin the route let in (`requireAccess`); each read checks them again. */
export async function loadAnalytics(request: Request, user: Actor, path: keyof typeof ANALYTICS_PAGES) {
  const days = readPeriod(new URL(request.url).searchParams.get('days'));
  const { since, previousSince, dayList } = periodBounds(days, new Date());
  const [traffic, sales, members, forum, learning, seo] = await Promise.all([
    readTraffic({ actor: user, since, previousSince, siteHost: sourceOfUrl(getEnv().SITE_URL) }),
    salesFigures({ actor: user, since, previousSince }),
    countNewMembers({ actor: user, since, previousSince }),
    forumActivity({ actor: user, since }),
    findLearningFigures({ since }),
    pageSeo(request, { path, pageKey: ANALYTICS_PAGES[path], noindex: true }),
  ]);
  const { byDay: viewsByDay, countedUntil, ...views } = traffic;
  const { byDay: salesByDay, ...sold } = sales;
  const viewsOf = new Map(viewsByDay.map((row) => [row.day, row.views]));
  return {
    seo,
    pageKey: ANALYTICS_PAGES[path],
    days,
    traffic: { ...views, countedUntil: countedUntil?.toISOString() ?? null },
    sales: sold,
    members,
    learning: { enrolments: learning.enrolments, completions: learning.completions },
    forum,
    byDay: fillDays(dayList, salesByDay, { orders: 0, netCents: 0 }).map((row) => ({ ...row, views: viewsOf.get(row.day) ?? 0 })),
  };
}

export type AnalyticsData = Awaited<ReturnType<typeof loadAnalytics>>;
