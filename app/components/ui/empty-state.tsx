import type { ReactNode } from 'react';
import { cn } from '~/utils/cn';
import type { IconComponent } from './icons';

export type EmptyStateProps = {
  /** What is not there ("No orders match."); alone, it is the whole message. */
  title: string;
  /** What to do about it, or why it is empty. */
  text?: string;
  icon?: IconComponent;
  /** A link or button that fills it (browse the shop, clear the filters). */
  action?: ReactNode;
  /** Its margin above, which depends on what stands before it. */
  className?: string;
};

/**
 * "Nothing here yet": a list or a page with nothing to show says so in one recognisable dashed
 * box, with what to do next, instead of an empty table or a blank space (decision 0068). A
 * message alone reads as plain text; with a `text` or an `action` below it, it is a title.
 */
export function EmptyState({ title, text, icon: Icon, action, className }: EmptyStateProps) {
  const isTitled = text !== undefined || action !== undefined;
  return (
    <div className={cn('rounded-2xl border border-dashed border-stone-300 bg-earth-50 px-6 py-10 text-center', className)}>
      {Icon && <Icon className="mx-auto mb-3 size-8 text-stone-500" />}
      <p className={isTitled ? 'text-lg font-semibold text-stone-900' : 'text-stone-700'}>{title}</p>
      {text && <p className="mx-auto mt-2 max-w-lg text-stone-600">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
