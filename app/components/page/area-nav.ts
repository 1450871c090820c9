import { isLinkShownTo, type NavEntry } from '~/components/layout/navigation';
import { linksIn } from '~/utils/route-table';
import type { Area } from '~/utils/routes/route-definition';

/**
 * An area's sections, in their order: the pages that declare a place in it (route table,
 * `nav.areas`) and that this person may open (`role` null when signed out; `roles`, their role
 * records, for the vendor's pages). An area page shows them
 * beside it.
 */
export function areaNavFor(area: Area, role: string | null, roles?: readonly string[]): NavEntry[] {
  return linksIn((nav) => nav.areas?.[area])
    .filter((entry) => isLinkShownTo(entry, role, roles))
    .map(({ to, link }) => ({ to, labelKey: link.labelKey }));
}
