import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { daysUntil } from '../badge-rules';

/* A certificate's review and whether it still runs (decision 0102), worded the same for the vendor and the team. */

const STATE_CLASS = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-brand-100 text-brand-900',
  refused: 'bg-red-100 text-red-900',
} as const;

export function CertificateState({
  reviewState,
  expiresOn,
  today,
}: {
  reviewState: keyof typeof STATE_CLASS;
  expiresOn: string;
  today: string;
}) {
  const { t } = useTranslation();
  const isExpired = daysUntil(expiresOn, today) < 0;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_CLASS[reviewState])}>
        {t(`vendors.renewals.states.${reviewState}`)}
      </span>
      {isExpired && (
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
          {t('vendors.renewals.expired')}
        </span>
      )}
    </span>
  );
}
