import { Link } from 'react-router';

/**
 * The periods a figures page offers, as links that set `?days=` (the page reads it back, so a
 * period can be bookmarked and works without JavaScript), the current one marked as the page.
 */
export function PeriodLinks({
  label,
  periods,
  current,
  text,
}: {
  /** The navigation's name ("Period"). */
  label: string;
  periods: readonly number[];
  current: number;
  /** Each link's words ("Last 30 days"). */
  text: (days: number) => string;
}) {
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap gap-2">
      {periods.map((period) => (
        <Link
          key={period}
          to={`?days=${period}`}
          aria-current={current === period ? 'page' : undefined}
          className="rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
        >
          {text(period)}
        </Link>
      ))}
    </nav>
  );
}
