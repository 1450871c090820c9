import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '~/utils/cn';

/**
 * The description list a dashboard's figures sit in: one column on a phone, two from a small
 * screen, and four on a wide one (three for a set of three or six, which four would leave ragged).
 */
export function FigureGrid({ className, columns = 4, children }: { className?: string; columns?: 3 | 4; children: ReactNode }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2', columns === 3 ? 'xl:grid-cols-3' : 'xl:grid-cols-4', className)}>
      {children}
    </dl>
  );
}

/**
 * One figure of a dashboard (decision 0068): its label, the figure, an optional note or change
 * under it, and a link to the tool that acts on it, kept at the bottom so the links of a row of
 * cards line up. A term and its descriptions: it goes in a `FigureGrid` (or another `<dl>`), and
 * `children`, when given, are further `<dd>` elements (a short list, several notes).
 */
export function FigureCard({
  label,
  value,
  note,
  to,
  action,
  tone = 'plain',
  children,
}: {
  label: string;
  value: ReactNode;
  /** A line under the figure: what it is made of, or how it changed. */
  note?: ReactNode;
  /** The tool that acts on the figure, and the words of the link. */
  to?: string;
  action?: string;
  /** `brand`: the one figure a page is about (the relief total), in the brand's green. */
  tone?: 'plain' | 'brand';
  children?: ReactNode;
}) {
  const isBrand = tone === 'brand';
  return (
    <div
      className={cn('flex flex-col rounded-2xl p-5', isBrand ? 'bg-brand-800 text-white' : 'border border-stone-200 bg-white')}
    >
      <dt className={cn('text-sm', isBrand ? 'text-brand-50' : 'text-stone-600')}>{label}</dt>
      <dd className={cn('mt-1 text-3xl', isBrand ? 'font-serif font-bold' : 'font-semibold text-stone-900')}>{value}</dd>
      {note && <dd className={cn('text-sm', isBrand ? 'text-brand-50' : 'text-stone-700')}>{note}</dd>}
      {children}
      {to && action && (
        <dd className="mt-auto pt-3">
          <Link
            to={to}
            className={cn('text-sm font-semibold underline underline-offset-4', isBrand ? 'text-white' : 'text-brand-800')}
          >
            {action}
          </Link>
        </dd>
      )}
    </div>
  );
}
