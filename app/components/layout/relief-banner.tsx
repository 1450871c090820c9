import { Link } from 'react-router';
import { HeartHandshake } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import { useRootData } from './use-root-data';

export function ReliefBanner() {
  const { t, i18n } = useTranslation();
  const total = useRootData()?.reliefTotalCents ?? 0;
  return (
    <aside aria-label={t('banner.label')} className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1.5 px-4 py-2 text-center text-sm sm:px-6">
        <p className="inline-flex items-center gap-2">
          <HeartHandshake aria-hidden="true" className="size-4 shrink-0" />
          {t('banner.text')}
        </p>
        {total > 0 && <p className="font-semibold">{t('relief.total', { amount: formatPrice(total, i18n.language) })}</p>}
        <Link to="/donate" className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50">
          {t('banner.cta')}
        </Link>
      </div>
    </aside>
  );
}
