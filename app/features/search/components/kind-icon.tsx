import { BookOpen, CalendarClock, FileText, Flame, GraduationCap, PenLine, ShoppingBag, Users } from '~/components/ui/icons';
import type { SearchKind } from '../suggestions';

const ICONS = {
  product: ShoppingBag,
  course: GraduationCap,
  class: CalendarClock,
  guide: BookOpen,
  recipe: Flame,
  post: PenLine,
  thread: Users,
  page: FileText,
} satisfies Record<SearchKind, unknown>;

/** The picture of a kind of result (decorative: the group's heading names the kind). */
export function KindIcon({ kind, className }: { kind: SearchKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className={className} />;
}
