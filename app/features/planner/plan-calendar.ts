import { type AllDayCalendarEvent, calendarFile } from '~/features/learning/calendar';
import type { CropAction } from './crops';
import type { SeasonPlan } from './season-plan';

/** How an event reads: its title and description in the reader's language (the route translates). */
export type EventWording = (crop: string, action: CropAction) => { title: string; description: string };

/**
 * A season plan as a calendar file: one all-day event per crop and window (a week or a few weeks
 * long), through the project's own RFC 5545 writer. The uid names the season, the crop and the
 * window, so downloading the same plan again updates the events instead of doubling them.
 */
export function seasonPlanCalendar(
  plan: SeasonPlan,
  {
    host,
    planUrl,
    calendarName,
    wording,
    now,
  }: { host: string; planUrl: string; calendarName: string; wording: EventWording; now?: Date },
): string {
  const events: AllDayCalendarEvent[] = plan.entries.map((entry) => {
    const { title, description } = wording(entry.crop, entry.action);
    return {
      uid: `planner-${plan.lastFrost}-${plan.hemisphere}-${entry.crop}-${entry.windowIndex}@${host}`,
      title,
      description,
      url: planUrl,
      allDay: { firstDay: entry.start, lastDay: entry.end },
    };
  });
  return calendarFile(events, { name: calendarName, now, product: 'Season planner' });
}
