import { HeartHandshake } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';

/** The Grower and Orchard donation perk: shown on the account page. */
export function SupporterBadge() {
  const { t } = useTranslation();
  return (
    <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-brand-800 px-3 py-1 text-sm font-semibold text-white">
      <HeartHandshake aria-hidden className="size-4" />
      {t('donate.supporter')}
    </p>
  );
}
