import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import type { OrderStatus } from '../order-state';

const TONES: Record<OrderStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-700 text-white',
  cancelled: 'bg-stone-200 text-stone-800',
  refunded: 'bg-violet-100 text-violet-900',
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}>
      {t(`orders.status.${status}`)}
    </span>
  );
}
