import { Money } from '~/components/ui/money';
import { useTranslation } from '~/i18n/use-translation';

/** A course's price: "Free", or the amount. */
export function CoursePrice({ cents, className }: { cents: number; className?: string }) {
  const { t } = useTranslation();
  return cents === 0 ? <span className={className}>{t('learning.free')}</span> : <Money cents={cents} className={className} />;
}

/** A length of time in hours and minutes: "1 h 48 min", "45 min". */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return <>{t('learning.duration.minutes', { count: rest })}</>;
  if (rest === 0) return <>{t('learning.duration.hours', { count: hours })}</>;
  return <>{t('learning.duration.hoursMinutes', { hours, minutes: rest })}</>;
}

/** A progress bar with its figure, for a learner's place in a course. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-medium text-stone-700">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
