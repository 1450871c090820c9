import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';

const TONES = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-brand-100 text-brand-900',
  closed: 'bg-stone-200 text-stone-800',
} as const;

/** A ticket's state as a small badge: open (waiting for us), answered, closed. */
export function TicketStatusBadge({ status, className }: { status: keyof typeof TONES; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status], className)}
    >
      {t(`support.status.${status}`)}
    </span>
  );
}
