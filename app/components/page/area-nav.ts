import type { NavEntry } from '~/components/layout/navigation';
import { linksIn } from '~/utils/route-table';
import { AREAS, type Area } from '~/utils/routes/route-definition';

/** An area's sections, in their order: the pages that declare a place in it (route table, `nav.areas`). */
const sectionsOf = (area: Area): readonly NavEntry[] =>
  linksIn((nav) => nav.areas?.[area]).map(({ to, link }) => ({ to, labelKey: link.labelKey }));

/**
 * The sections of each area of the site; an area page shows its siblings beside it. Each page
 * declares the areas that list it, and its place there, in the route table (app/utils/route-table.ts).
 */
export const AREA_NAV = Object.fromEntries(AREAS.map((area) => [area, sectionsOf(area)])) as Record<Area, readonly NavEntry[]>;
